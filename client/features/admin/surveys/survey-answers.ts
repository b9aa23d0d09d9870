import { t } from '@lingui/core/macro';
import { RATING_MAX } from '../../../../sync/constants';
import type { SurveyAnswer } from '../../../../sync/schemas/survey';
import type { SurveyQuestionView } from '../../../../sync/answers/survey';

/** Whether a response answered a question: anything but nothing or blank text. */
export function isAnswered(value: SurveyAnswer | null | undefined): value is SurveyAnswer {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/**
 * Ratings as 'n/5 stars', yes_no (any true/false) as Yes or No, anything empty as 'No answer'
 * (docs/screens.md "Admin surveys").
 */
export function formatAnswer(
  question: Pick<SurveyQuestionView, 'type'> | undefined,
  value: SurveyAnswer | null | undefined,
): string {
  if (!isAnswered(value)) return t`No answer`;
  if (question?.type === 'rating') {
    const rating = String(value);
    const max = RATING_MAX;
    return t`${rating}/${max} stars`;
  }
  if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
  if (question?.type === 'yes_no') return ['yes', 'true'].includes(String(value).toLowerCase()) ? t`Yes` : t`No`;
  return String(value);
}
