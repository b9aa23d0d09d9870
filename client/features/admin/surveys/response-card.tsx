import { formatDateTime } from '../../../lib/format';
import { shortId } from '../display';
import type { SurveyQuestion, SurveyResponseRow } from './admin-survey';
import { formatAnswer } from './survey-answers';

export function ResponseCard({ response, questions }: { response: SurveyResponseRow; questions: SurveyQuestion[] }) {
  const contact = [response.email, response.phoneNumber].filter(Boolean).join(' · ');
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
      </ol>
    </article>
  );
}
