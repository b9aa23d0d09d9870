/** Answers of /api/surveys: surveys written by admins and taken by anyone (docs/screens.md "Surveys"). */
import type { QuestionType, SurveyAnswer, SurveyQuestionSummary } from '../schemas/survey';
import type { Done, ListAnswer, PagedAnswer } from './envelope';

/** A question of a survey, in its place. */
export type SurveyQuestionView = {
  id: number;
  type: QuestionType;
  question: string;
  required: boolean;
  /** A multiple-choice question's options in order; empty for the others. */
  options: string[];
  position: number;
  /** How many responses answer it: given to admins only. */
  answers?: number;
};

/** A survey with its questions in order. */
export type SurveyView = {
  id: number;
  name: string;
  description: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  questions: SurveyQuestionView[];
  questionCount: number;
  _count: { responses: number; questions: number };
};

/** A survey as the public list shows it: without its questions. */
type SurveyListed = Omit<SurveyView, 'questions'>;

/** One response; name, e-mail and phone are an anonymous respondent's. */
export type SurveyResponseView = {
  id: number;
  surveyId: number;
  userId: number | null;
  name: string | null;
  email: string | null;
  phoneNumber: string | null;
  /** Question id → its answer. */
  answers: Record<string, SurveyAnswer>;
  createdAt: string;
  /** The same time as createdAt, under the name older screens read. */
  submittedAt: string;
};

/** A survey written: the survey as stored now. */
type SurveySaved = Done & { survey: SurveyView };

export interface SurveyAnswers {
  'GET /surveys/active': ListAnswer<'surveys', SurveyListed>;
  'POST /surveys': SurveySaved;
  'GET /surveys': PagedAnswer<'surveys', SurveyView>;
  'GET /surveys/:id': { success: true; survey: SurveyView };
  'PUT /surveys/:id': SurveySaved;
  'DELETE /surveys/:id': Done;
  'POST /surveys/:id/responses': Done & { response: SurveyResponseView };
  /** `summary` covers every response, `responses` one page of them. */
  'GET /surveys/:id/responses': PagedAnswer<'responses', SurveyResponseView> & {
    survey: SurveyView;
    summary: SurveyQuestionSummary[];
  };
}
