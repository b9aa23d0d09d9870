import { Hono } from 'hono';
import { z } from 'zod';
import {
  surveyCreateSchema,
  surveyListQuerySchema,
  surveyResponseFormSchema,
  surveyResponsesQuerySchema,
  surveyUpdateSchema,
} from '../../../sync/schemas/survey';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { exportSurveyResponses, listSurveyResponses } from './survey-response-service';
import { createSurvey, deleteSurvey, listActiveSurveys, listSurveys, surveyView, updateSurvey } from './survey-service';
import { applyWrite } from '../../sync/registry';
import { requesterOf } from '../../http/rate-limit';
import { rolesOnly } from '../../auth/permissions';

const idParam = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });

/** The survey calls (docs/screens.md "API", Surveys). */
export const surveyRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
  })
  .get('/active', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ success: true, surveys: await listActiveSurveys(c.var.deps) });
  })
  .post('/', rolesOnly('ADMIN'), validate('json', surveyCreateSchema), async (c) =>
    c.json(
      {
        success: true,
        message: 'Survey created',
        survey: await createSurvey(c.var.deps, c.var.caller, c.req.valid('json')),
      },
      201,
    ),
  )
  .get('/', validate('query', surveyListQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json({ success: true, ...(await listSurveys(c.var.deps, c.var.caller, page, limit)) });
  })
  .get('/:id', validate('param', idParam), async (c) =>
    c.json({ success: true, survey: await surveyView(c.var.deps, c.var.caller, c.req.valid('param').id) }),
  )
  .put('/:id', rolesOnly('ADMIN'), validate('param', idParam), validate('json', surveyUpdateSchema), async (c) => {
    const survey = await updateSurvey(c.var.deps, c.var.caller, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ success: true, message: 'Survey updated', survey });
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    await deleteSurvey(c.var.deps, c.var.caller, c.req.valid('param').id);
    return c.json({ success: true, message: 'Survey deleted' });
  })
  .post('/:id/responses', validate('param', idParam), validate('json', surveyResponseFormSchema), async (c) => {
    const args = { ...c.req.valid('json'), surveyId: c.req.valid('param').id };
    const response = await applyWrite(c.var.deps, requesterOf(c), 'surveyResponse.create', args);
    return c.json({ success: true, message: 'Thank you for your response!', response }, 201);
  })
  .get('/:id/responses', validate('param', idParam), validate('query', surveyResponsesQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json({
      success: true,
      ...(await listSurveyResponses(c.var.deps, c.var.caller, c.req.valid('param').id, page, limit)),
    });
  })
  .get('/:id/responses/export', validate('param', idParam), async (c) => {
    const { csv, contentDisposition } = await exportSurveyResponses(c.var.deps, c.var.caller, c.req.valid('param').id);
    c.header('Content-Disposition', contentDisposition);
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
