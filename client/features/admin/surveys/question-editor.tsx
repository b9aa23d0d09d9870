import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { QUESTION_TYPES } from '../../../../sync/constants';
import type { QuestionType } from '../../../../sync/schemas/survey';
import { Field } from '../../../components/field';
import { newOption, withType, type DraftQuestion } from './survey-draft';

const QUESTION_TYPE_LABELS: Record<QuestionType, MessageDescriptor> = {
  text: msg`Text`,
  multiple_choice: msg`Multiple choice`,
  rating: msg`Rating (1 to 5)`,
  yes_no: msg`Yes / No`,
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
  const { t } = useLingui();
  const n = index + 1;
  const answers = question.answers;
  const hintId = useId();
  const answered = question.answers > 0;
  const setOption = (i: number, text: string) =>
    onChange({ ...question, options: question.options.map((o, j) => (j === i ? { ...o, text } : o)) });
  return (
    <fieldset className="adm-question">
      <legend>
        <Trans>Question {n}</Trans>
      </legend>
      {question.id !== undefined && (
        <p className="adm-question-answers muted small">
          {answered ? <Plural value={answers} one="# answer" other="# answers" /> : <Trans>No answers yet</Trans>}
        </p>
      )}
      <div className="adm-question-tools">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t`Move question ${n} up`}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={index === total - 1}
          onClick={() => onMove(1)}
          aria-label={t`Move question ${n} down`}
        >
          ↓
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger-outline"
          disabled={total === 1 || answered}
          onClick={onRemove}
          aria-label={t`Remove question ${n}`}
          aria-describedby={answered ? hintId : undefined}
        >
          <Trans>Remove</Trans>
        </button>
      </div>
      <Field label={t`Question ${n} text`} required error={errors?.question}>
        {(a11y) => (
          <input
            {...a11y}
            value={question.question}
            onChange={(e) => onChange({ ...question, question: e.target.value })}
          />
        )}
      </Field>
      <div className="adm-question-row">
        <Field label={t`Question ${n} type`}>
          {(a11y) => (
            <select
              {...a11y}
              aria-describedby={answered ? hintId : a11y['aria-describedby']}
              disabled={answered}
              value={question.type}
              onChange={(e) => onChange(withType(question, e.target.value as QuestionType))}
            >
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(QUESTION_TYPE_LABELS[type])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="choice adm-required-toggle">
          <input
            type="checkbox"
            aria-label={t`Question ${n} required`}
            checked={question.required}
            onChange={(e) => onChange({ ...question, required: e.target.checked })}
          />
          <Trans>Required</Trans>
        </label>
      </div>
      {answered && (
        <p id={hintId} className="field-hint">
          <Trans>
            It has <Plural value={answers} one="# answer" other="# answers" />, so its type cannot change and it cannot
            be removed: its answers stay in the results. Add a new question instead.
          </Trans>
        </p>
      )}
      {question.type === 'multiple_choice' && (
        <div className="adm-options" role="group" aria-label={t`Question ${n} options`}>
          {question.options.map((option, i) => {
            const o = i + 1;
            return (
              <div key={option.key} className="adm-option">
                <input
                  aria-label={t`Question ${n} option ${o}`}
                  value={option.text}
                  placeholder={t`Option ${o}`}
                  onChange={(e) => setOption(i, e.target.value)}
                />
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t`Remove option ${o} of question ${n}`}
                  onClick={() => onChange({ ...question, options: question.options.filter((_, j) => j !== i) })}
                >
                  ×
                </button>
              </div>
            );
          })}
          {errors?.options && <p className="field-error">{errors.options}</p>}
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={() => onChange({ ...question, options: [...question.options, newOption()] })}
          >
            <Trans>Add Option</Trans>
          </button>
        </div>
      )}
      {question.type === 'rating' && (
        <p className="field-hint">
          <Trans>Answered with 1 to 5 stars.</Trans>
        </p>
      )}
      {question.type === 'yes_no' && (
        <p className="field-hint">
          <Trans>Answered with Yes or No.</Trans>
        </p>
      )}
    </fieldset>
  );
}
