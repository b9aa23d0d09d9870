import { RATING_MAX } from '../../../../sync/constants';
import type { SurveyAnswer } from '../../../../sync/schemas/survey';
import type { SurveyQuestion } from './admin-survey';

/** Spec 02 §9: ratings as 'n/5 stars', yes_no as Yes or No, anything empty as 'No answer'. */
export function formatAnswer(
  question: Pick<SurveyQuestion, 'type'> | undefined,
  value: SurveyAnswer | null | undefined,
): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'No answer';
  if (question?.type === 'rating') return `${value}/${RATING_MAX} stars`;
  if (question?.type === 'yes_no') {
    const yes = value === true || String(value).toLowerCase() === 'yes' || String(value).toLowerCase() === 'true';
    return yes ? 'Yes' : 'No';
  }
  return String(value);
}
