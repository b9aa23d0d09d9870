import { Trans, useLingui } from '@lingui/react/macro';
import { RATING_MAX, RATING_MIN } from '../../../sync/constants';
import type { SurveyAnswer } from '../../../sync/schemas/survey';
import type { SurveyQuestionView } from '../../../sync/answers/survey';

/** One numbered question, its input chosen by type (text, multiple_choice, rating, yes_no). */
export function QuestionField({
  index,
  question,
  value,
  error,
  onChange,
}: {
  index: number;
  question: SurveyQuestionView;
  value: SurveyAnswer | undefined;
  error: string | undefined;
  onChange: (value: SurveyAnswer) => void;
}) {
  const { t } = useLingui();
  const id = `q-${question.id}`;
  const title = (
    <>
      {index + 1}. {question.question}
      {question.required && (
        <span className="req" aria-label={t`required`}>
          {' '}
          *
        </span>
      )}
    </>
  );
  const errorNode = error && (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );

  if (question.type === 'text') {
    return (
      <div className={`field survey-question${error ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>{title}</label>
        <textarea
          id={id}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {errorNode}
      </div>
    );
  }

  const choices: { label: string; value: SurveyAnswer }[] =
    question.type === 'multiple_choice'
      ? question.options.map((o) => ({ label: o, value: o }))
      : question.type === 'yes_no'
        ? [
            { label: t`Yes`, value: true },
            { label: t`No`, value: false },
          ]
        : Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => ({
            label: String(RATING_MIN + i),
            value: RATING_MIN + i,
          }));

  return (
    <fieldset
      className={`survey-question${error ? ' field-invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{title}</legend>
      {question.type === 'rating' && (
        <p className="field-hint">
          <Trans>1 = poor, 5 = excellent</Trans>
        </p>
      )}
      <div className={question.type === 'multiple_choice' ? 'choice-list' : 'choice-row'}>
        {choices.map((c) => (
          <label key={String(c.value)} className="choice">
            <input type="radio" name={id} checked={value === c.value} onChange={() => onChange(c.value)} />
            {c.label}
          </label>
        ))}
      </div>
      {errorNode}
    </fieldset>
  );
}
