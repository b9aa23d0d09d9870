import { useId } from 'react';
import { QUESTION_TYPES } from '../../../../sync/constants';
import type { QuestionType } from '../../../../sync/schemas/survey';
import { Field } from '../../../components/field';
import { count } from '../display';
import { newOption, withType, type DraftQuestion } from './survey-draft';

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Text',
  multiple_choice: 'Multiple choice',
  rating: 'Rating (1 to 5)',
  yes_no: 'Yes / No',
};

/**
 * One question of the builder: text, type, required, options (multiple_choice only), move, remove.
 * A stored question says how many answers it has; with answers, its type is fixed and it cannot
 * be removed, and the hint says why (docs/product.md "Surveys"). Its wording and options can
 * still change; typing over an option renames it.
 */
export function QuestionEditor({
  question,
  index,
  count: total,
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
  const hintId = useId();
  const answered = question.answers > 0;
  const setOption = (i: number, text: string) =>
    onChange({ ...question, options: question.options.map((o, j) => (j === i ? { ...o, text } : o)) });
  return (
    <fieldset className="adm-question">
      <legend>Question {n}</legend>
      {question.id !== undefined && (
        <p className="adm-question-answers muted small">
          {answered ? count(question.answers, 'answer') : 'No answers yet'}
        </p>
      )}
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
          disabled={index === total - 1}
          onClick={() => onMove(1)}
          aria-label={`Move question ${n} down`}
        >
          ↓
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger-outline"
          disabled={total === 1 || answered}
          onClick={onRemove}
          aria-label={`Remove question ${n}`}
          aria-describedby={answered ? hintId : undefined}
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
              aria-describedby={answered ? hintId : a11y['aria-describedby']}
              disabled={answered}
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
      {answered && (
        <p id={hintId} className="field-hint">
          It has {count(question.answers, 'answer')}, so its type cannot change and it cannot be removed: its answers
          stay in the results. Add a new question instead.
        </p>
      )}
      {question.type === 'multiple_choice' && (
        <div className="adm-options" role="group" aria-label={`Question ${n} options`}>
          {question.options.map((option, i) => (
            <div key={option.key} className="adm-option">
              <input
                aria-label={`Question ${n} option ${i + 1}`}
                value={option.text}
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
            onClick={() => onChange({ ...question, options: [...question.options, newOption()] })}
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
