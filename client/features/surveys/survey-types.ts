import type { SurveyAnswer } from '../../../sync/schemas/survey';

/** The take form's answers, by question id, before they are checked (sync/schemas/survey.ts). */
export type Answers = Record<string, SurveyAnswer | undefined>;
