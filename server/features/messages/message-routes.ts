import { Hono } from 'hono';
import { ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT } from '../../../sync/constants';
import { messageCreateSchema } from '../../../sync/schemas/message';
import { adminSearchSchema } from '../../../sync/schemas/text';
import { callerWithRole } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { CACHE_PRIVATE, cacheFor } from '../uploads/cache-control';
import { idOf, pageQuerySchema, readInput } from '../../http/request-input';
import { pagination } from '../../../sync/answers/envelope';
import { countUnreadMessages, deleteMessage, getMessage, listMessages, markMessageRead } from './message-service';
import { applyWrite } from '../../sync/registry';
import { requesterOf } from '../../http/rate-limit';
import { parseWith, validate } from '../../http/validate';

const listQuery = pageQuerySchema(ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT).extend({ q: adminSearchSchema });

export const messageRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const input = parseWith(messageCreateSchema, (await readInput(c)).fields);
    return c.json({ success: true, data: await applyWrite(c.var.deps, requesterOf(c), 'message.create', input) }, 201);
  })
  .get('/unread-count', async (c) => {
    const count = await countUnreadMessages(c.var.deps, callerWithRole(c, 'ADMIN'));
    cacheFor(c, CACHE_PRIVATE);
    return c.json({ success: true, count });
  })
  .get('/', validate('query', listQuery), async (c) => {
    const page = c.req.valid('query');
    const { data, total } = await listMessages(c.var.deps, callerWithRole(c, 'ADMIN'), page);
    cacheFor(c, CACHE_PRIVATE);
    return c.json({ success: true, data, pagination: pagination(page, total) });
  })
  .get('/:id{[0-9]+}', async (c) => {
    const data = await getMessage(c.var.deps, callerWithRole(c, 'ADMIN'), idOf(c.req.param('id')));
    cacheFor(c, CACHE_PRIVATE);
    return c.json({ success: true, data });
  })
  .put('/:id{[0-9]+}/read', async (c) => {
    const data = await markMessageRead(c.var.deps, callerWithRole(c, 'ADMIN'), idOf(c.req.param('id')));
    return c.json({ success: true, data });
  })
  .delete('/:id{[0-9]+}', async (c) => {
    await deleteMessage(c.var.deps, callerWithRole(c, 'ADMIN'), idOf(c.req.param('id')));
    return c.json({ success: true, message: 'Message deleted' });
  });
