import type { QuestionType, SurveyAnswer } from '../../../sync/schemas/survey';

/** A survey as GET /api/surveys/active and /api/surveys/{id} show it (docs/screens.md "Surveys"). */
export type SurveyQuestion = {
  id: number;
  type: QuestionType;
  question: string;
  required: boolean;
  options: string[];
};

export type PublicSurvey = {
  id: number;
  name: string;
  description: string | null;
  createdAt: string;
  questions: SurveyQuestion[];
  _count: { responses: number };
};

export type Answers = Record<string, SurveyAnswer | undefined>;

/** A survey as GET /api/surveys/active lists it. */
export type SurveySummary = Omit<PublicSurvey, 'questions'> & { questionCount: number };
