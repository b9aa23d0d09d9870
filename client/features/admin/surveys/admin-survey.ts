import { SURVEY_ADMIN_PAGE_SIZE } from '../../../../sync/constants';
import type { Pagination } from '../../../../sync/answers/envelope';
import type { SurveyResponseView, SurveyView } from '../../../../sync/answers/survey';
import type { SurveyQuestionSummary } from '../../../../sync/schemas/survey';
import { t } from '@lingui/core/macro';
import { api } from '../../../lib/api-client';
import type { SurveyPayload } from './survey-draft';

export type ResponsePage = {
  survey: SurveyView;
  /** Per question, over every response: not just this page. */
  summary: SurveyQuestionSummary[];
  responses: SurveyResponseView[];
  pagination: Pagination;
};

export async function fetchSurveys(signal: AbortSignal): Promise<SurveyView[]> {
  const { surveys } = await api(`/surveys?page=1&limit=${SURVEY_ADMIN_PAGE_SIZE}`, {
    fallback: t`Failed to fetch surveys`,
    signal,
  });
  return surveys;
}

export async function fetchSurvey(id: number): Promise<SurveyView> {
  const { survey } = await api(`/surveys/${id}`, { fallback: t`Failed to fetch survey` });
  return survey;
}

export async function createSurvey(payload: SurveyPayload): Promise<SurveyView> {
  const { survey } = await api('/surveys', { method: 'POST', json: payload, fallback: t`Failed to create survey` });
  return survey;
}

export async function updateSurvey(id: number, payload: SurveyPayload): Promise<SurveyView> {
  const { survey } = await api(`/surveys/${id}`, {
    method: 'PUT',
    json: payload,
    fallback: t`Failed to update survey`,
  });
  return survey;
}

export function deleteSurvey(id: number) {
  return api(`/surveys/${id}`, { method: 'DELETE', fallback: t`Failed to delete survey` });
}

export async function fetchResponses(
  surveyId: string,
  page: number,
  limit: number,
  signal: AbortSignal,
): Promise<ResponsePage> {
  const { survey, summary, responses, pagination } = await api(
    `/surveys/${surveyId}/responses?page=${page}&limit=${limit}`,
    { fallback: t`Failed to fetch survey responses`, signal },
  );
  return { survey, summary, responses, pagination };
}
