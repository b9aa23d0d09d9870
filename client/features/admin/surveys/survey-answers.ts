import { RATING_MAX } from '../../../../sync/constants';
import type { SurveyAnswer } from '../../../../sync/schemas/survey';
import type { SurveyQuestionView } from '../../../../sync/answers/survey';

/**
 * Ratings as 'n/5 stars', yes_no (any true/false) as Yes or No, anything empty as 'No answer'
 * (docs/screens.md "Admin surveys").
 */
export function formatAnswer(
  question: Pick<SurveyQuestionView, 'type'> | undefined,
  value: SurveyAnswer | null | undefined,
): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'No answer';
  if (question?.type === 'rating') return `${value}/${RATING_MAX} stars`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (question?.type === 'yes_no') return ['yes', 'true'].includes(String(value).toLowerCase()) ? 'Yes' : 'No';
  return String(value);
}
