/**
 * The surveys' reads, through the one server-state client (lib/use-api.ts): a list or a survey
 * seen online opens offline with its last answer; offline with nothing kept, the screen says so
 * plainly instead of spinning.
 */
import { msg, t } from '@lingui/core/macro';
import { useApi } from '../../lib/use-api';
import { surveyKeys } from './survey-keys';

const SURVEYS_OFFLINE = msg`You are offline. Surveys need an internet connection to load; please connect and try again.`;

/** `useApi`'s answer, with the offline sentence as the error when nothing was kept. */
function withOfflineError<R extends { data: unknown; offline: boolean; loading: boolean; error?: string }>(result: R) {
  const nothingKept = result.data === undefined && result.offline && !result.loading;
  return { ...result, error: nothingKept ? t(SURVEYS_OFFLINE) : result.error };
}

/** GET /api/surveys/active: the surveys anyone may take now. */
export function useActiveSurveys() {
  const result = withOfflineError(useApi(surveyKeys.active(), '/surveys/active', t`Failed to fetch active surveys`));
  return { ...result, surveys: result.data?.surveys };
}

/** GET /api/surveys/{id}: one survey with its questions. */
export function useSurvey(surveyId: string | undefined) {
  const result = withOfflineError(
    useApi(surveyKeys.survey(surveyId ?? ''), surveyId ? `/surveys/${surveyId}` : null, t`Failed to fetch survey`),
  );
  return { ...result, survey: result.data?.survey };
}
