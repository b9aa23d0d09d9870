import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../lib/format';
import { shortId } from '../display';
import type { SurveyQuestionView, SurveyResponseView } from '../../../../sync/answers/survey';
import { formatAnswer, isAnswered } from './survey-answers';

/**
 * One response: each question of the survey with its answer, then any answer to a question the
 * survey no longer has (removed before answered questions were kept, docs/product.md "Surveys"),
 * so no answer is hidden.
 */
export function ResponseCard({
  response,
  questions,
}: {
  response: SurveyResponseView;
  questions: SurveyQuestionView[];
}) {
  const { t } = useLingui();
  const id = shortId(response.id);
  const when = formatDateTime(response.createdAt);
  const contact = [response.email, response.phoneNumber].filter(Boolean).join(' · ');
  const known = new Set(questions.map((q) => String(q.id)));
  const removed =
    questions.length === 0
      ? []
      : Object.entries(response.answers)
          .filter(([key, value]) => !known.has(key) && isAnswered(value))
          .map(([key, value]) => ({ key, text: formatAnswer(undefined, value) }));
  return (
    <article className="card adm-response" aria-label={t`Response ${id}`}>
      <header className="adm-response-head">
        <div>
          <h2>{response.name?.trim() || t`Anonymous`}</h2>
          {contact && <p className="muted small">{contact}</p>}
        </div>
        <p className="muted small">
          <Trans>
            {when} · ID <span className="adm-mono">{id}</span>
          </Trans>
        </p>
      </header>
      <ol className="adm-answers">
        {questions.map((q) => {
          const value = response.answers[String(q.id)];
          return (
            <li key={q.id}>
              <p className="adm-answer-question">{q.question}</p>
              <p className={isAnswered(value) ? 'adm-answer' : 'adm-answer muted'}>{formatAnswer(q, value)}</p>
            </li>
          );
        })}
        {removed.map(({ key, text }) => (
          <li key={key}>
            <p className="adm-answer-question muted">
              <Trans>A removed question (#{key})</Trans>
            </p>
            <p className="adm-answer">{text}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
