import { Plural, Trans } from '@lingui/react/macro';
import { RATING_MAX } from '../../../../sync/constants';
import type { SurveyQuestionSummary } from '../../../../sync/schemas/survey';

/**
 * The results of a survey at a glance, above the individual responses: per question, how many
 * answered it; a rating's average; a choice question's options as bars with count and
 * percentage. The numbers come from the server and cover every response, not one page
 * (server/features/surveys/survey-answer-stats.ts). Plain HTML and CSS bars.
 */
export function SurveySummary({ summary }: { summary: readonly SurveyQuestionSummary[] }) {
  if (summary.length === 0) return null;
  return (
    <section className="card adm-summary" aria-labelledby="adm-summary-title">
      <h2 id="adm-summary-title">
        <Trans>Summary</Trans>
      </h2>
      <ol className="adm-summary-questions">
        {summary.map((q) => {
          const average = q.average?.toFixed(1);
          const max = RATING_MAX;
          const answers = q.answers;
          return (
            <li key={q.questionId} aria-label={q.question}>
              <p className="adm-answer-question">{q.question}</p>
              <p className="muted small adm-summary-count">
                <Plural value={answers} one="# answer" other="# answers" />
                {q.type === 'rating' && q.average !== null && (
                  <>
                    {' · '}
                    <strong>
                      <Trans>
                        Average {average}/{max}
                      </Trans>
                    </strong>
                  </>
                )}
              </p>
              {q.options.length > 0 && (
                <ul className="adm-bars">
                  {q.options.map((o) => (
                    <li key={o.option} className="adm-bar-row">
                      <span className="adm-bar-label">{o.option}</span>
                      <span className="adm-bar" aria-hidden="true">
                        <span className="adm-bar-fill" style={{ width: `${o.percent}%` }} />
                      </span>
                      <span className="adm-bar-value">
                        {o.count} · {o.percent}%
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
