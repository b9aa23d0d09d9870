import { SURVEY_ADMIN_PAGE_SIZE } from '../../../../sync/constants';
import type { QuestionType, SurveyAnswer, SurveyQuestionSummary } from '../../../../sync/schemas/survey';
import { api } from '../../../lib/api-client';
import { listFrom, pagesFrom, totalFrom } from '../data/list-answer';
import type { SurveyPayload } from './survey-draft';

export type SurveyQuestion = {
  id: number;
  type: QuestionType;
  question: string;
  required: boolean;
  options: string[];
  /** How many responses answer it (admins only). */
  answers?: number;
};

export type AdminSurvey = {
  id: number;
  name: string;
  description: string | null;
  createdAt: string;
  isActive?: boolean;
  questions?: SurveyQuestion[];
  _count?: { responses: number; questions?: number };
};

export type SurveyResponseRow = {
  id: number;
  name: string | null;
  email: string | null;
  phoneNumber: string | null;
  createdAt: string;
  answers: Record<string, SurveyAnswer | null>;
};

export type ResponsePage = {
  survey: AdminSurvey | null;
  /** Per question, over every response: not just this page. */
  summary: SurveyQuestionSummary[];
  responses: SurveyResponseRow[];
  pages: number;
  total: number;
};

export async function fetchSurveys(signal: AbortSignal): Promise<AdminSurvey[]> {
  const answer = await api<unknown>(`/surveys?page=1&limit=${SURVEY_ADMIN_PAGE_SIZE}`, {
    fallback: 'Failed to fetch surveys',
    signal,
  });
  return listFrom<AdminSurvey>(answer, 'surveys');
}

export async function fetchSurvey(id: number): Promise<AdminSurvey> {
  const answer = await api<{ survey?: AdminSurvey; data?: AdminSurvey }>(`/surveys/${id}`, {
    fallback: 'Failed to fetch survey',
  });
  const survey = answer.survey ?? answer.data;
  if (!survey) throw new Error('Failed to fetch survey');
  return survey;
}

type SurveyAnswerBody = { survey?: AdminSurvey; data?: AdminSurvey };

export async function createSurvey(payload: SurveyPayload): Promise<AdminSurvey | undefined> {
  const answer = await api<SurveyAnswerBody>('/surveys', {
    method: 'POST',
    json: payload,
    fallback: 'Failed to create survey',
  });
  return answer.survey ?? answer.data;
}

export async function updateSurvey(id: number, payload: SurveyPayload): Promise<AdminSurvey | undefined> {
  const answer = await api<SurveyAnswerBody>(`/surveys/${id}`, {
    method: 'PUT',
    json: payload,
    fallback: 'Failed to update survey',
  });
  return answer.survey ?? answer.data;
}

export function deleteSurvey(id: number) {
  return api(`/surveys/${id}`, { method: 'DELETE', fallback: 'Failed to delete survey' });
}

export async function fetchResponses(
  surveyId: string,
  page: number,
  limit: number,
  signal: AbortSignal,
): Promise<ResponsePage> {
  const answer = await api<{ survey?: AdminSurvey; summary?: SurveyQuestionSummary[] }>(
    `/surveys/${surveyId}/responses?page=${page}&limit=${limit}`,
    { fallback: 'Failed to fetch survey responses', signal },
  );
  const responses = listFrom<SurveyResponseRow>(answer, 'responses');
  return {
    survey: answer.survey ?? null,
    summary: answer.summary ?? [],
    responses,
    pages: pagesFrom(answer),
    total: totalFrom(answer, responses.length),
  };
}

export function questionCount(survey: AdminSurvey): number {
  return survey.questions?.length ?? survey._count?.questions ?? 0;
}
