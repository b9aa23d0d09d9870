import { QUESTION_TYPES } from '../../../../sync/constants';
import type { QuestionType } from '../../../../sync/schemas/survey';
import { Field } from '../../../components/field';
import { withType, type DraftQuestion } from './survey-draft';

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Text',
  multiple_choice: 'Multiple choice',
  rating: 'Rating (1 to 5)',
  yes_no: 'Yes / No',
};

/** One question of the builder: text, type, required, options (multiple_choice only), move, remove. */
export function QuestionEditor({
  question,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  question: DraftQuestion;
  index: number;
  count: number;
  errors: { question?: string; options?: string } | undefined;
  onChange: (question: DraftQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const setOption = (i: number, value: string) =>
    onChange({ ...question, options: question.options.map((o, j) => (j === i ? value : o)) });
  return (
    <fieldset className="adm-question">
      <legend>Question {n}</legend>
      <div className="adm-question-tools">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={`Move question ${n} up`}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={`Move question ${n} down`}
        >
          ↓
        </button>
        <button
          type="button"
          className="btn btn-sm adm-btn-danger-outline"
          disabled={count === 1}
          onClick={onRemove}
          aria-label={`Remove question ${n}`}
        >
          Remove
        </button>
      </div>
      <Field label={`Question ${n} text`} required error={errors?.question}>
        {(a11y) => (
          <input
            {...a11y}
            value={question.question}
            onChange={(e) => onChange({ ...question, question: e.target.value })}
          />
        )}
      </Field>
      <div className="adm-question-row">
        <Field label={`Question ${n} type`}>
          {(a11y) => (
            <select
              {...a11y}
              value={question.type}
              onChange={(e) => onChange(withType(question, e.target.value as QuestionType))}
            >
              {QUESTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {QUESTION_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="choice adm-required-toggle">
          <input
            type="checkbox"
            aria-label={`Question ${n} required`}
            checked={question.required}
            onChange={(e) => onChange({ ...question, required: e.target.checked })}
          />
          Required
        </label>
      </div>
      {question.type === 'multiple_choice' && (
        <div className="adm-options" role="group" aria-label={`Question ${n} options`}>
          {question.options.map((option, i) => (
            <div key={i} className="adm-option">
              <input
                aria-label={`Question ${n} option ${i + 1}`}
                value={option}
                placeholder={`Option ${i + 1}`}
                onChange={(e) => setOption(i, e.target.value)}
              />
              <button
                type="button"
                className="icon-btn"
                aria-label={`Remove option ${i + 1} of question ${n}`}
                onClick={() => onChange({ ...question, options: question.options.filter((_, j) => j !== i) })}
              >
                ×
              </button>
            </div>
          ))}
          {errors?.options && <p className="field-error">{errors.options}</p>}
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={() => onChange({ ...question, options: [...question.options, ''] })}
          >
            Add Option
          </button>
        </div>
      )}
      {question.type === 'rating' && <p className="field-hint">Answered with 1 to 5 stars.</p>}
      {question.type === 'yes_no' && <p className="field-hint">Answered with Yes or No.</p>}
    </fieldset>
  );
}
