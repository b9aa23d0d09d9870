/** The keys of the surveys' answers in the server-state client (lib/server-state.ts, kept under the account). */
export const surveyKeys = {
  all: ['surveys'] as const,
  /** GET /surveys/active */
  active: () => [...surveyKeys.all, 'active'] as const,
  /** GET /surveys/{id} */
  survey: (surveyId: string) => [...surveyKeys.all, 'detail', surveyId] as const,
};
