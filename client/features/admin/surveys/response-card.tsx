import { formatDateTime } from '../../../lib/format';
import { shortId } from '../display';
import type { SurveyQuestionView, SurveyResponseView } from '../../../../sync/answers/survey';
import { formatAnswer } from './survey-answers';

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
  const contact = [response.email, response.phoneNumber].filter(Boolean).join(' · ');
  const known = new Set(questions.map((q) => String(q.id)));
  const removed =
    questions.length === 0
      ? []
      : Object.entries(response.answers)
          .map(([key, value]) => ({ key, text: formatAnswer(undefined, value) }))
          .filter(({ key, text }) => !known.has(key) && text !== 'No answer');
  return (
    <article className="card adm-response" aria-label={`Response ${shortId(response.id)}`}>
      <header className="adm-response-head">
        <div>
          <h2>{response.name?.trim() || 'Anonymous'}</h2>
          {contact && <p className="muted small">{contact}</p>}
        </div>
        <p className="muted small">
          {formatDateTime(response.createdAt)} · ID <span className="adm-mono">{shortId(response.id)}</span>
        </p>
      </header>
      <ol className="adm-answers">
        {questions.map((q) => {
          const text = formatAnswer(q, response.answers[String(q.id)]);
          return (
            <li key={q.id}>
              <p className="adm-answer-question">{q.question}</p>
              <p className={text === 'No answer' ? 'adm-answer muted' : 'adm-answer'}>{text}</p>
            </li>
          );
        })}
        {removed.map(({ key, text }) => (
          <li key={key}>
            <p className="adm-answer-question muted">A removed question (#{key})</p>
            <p className="adm-answer">{text}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
