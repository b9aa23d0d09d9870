import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/modal';
import { TextArea, TextField } from '../../../components/field';
import type { Change } from '../../../lib/changes';
import { QuestionEditor } from './question-editor';
import {
  checkSurvey,
  hasErrors,
  moveQuestion,
  newQuestion,
  surveyPayload,
  type DraftErrors,
  type SurveyDraft,
  type SurveyPayload,
} from './survey-draft';

/**
 * Create or edit a survey: Survey Name*, Description and the question builder. `saving` is the
 * screen's save, which closes the form once the server took it. A failed save keeps the form as it
 * is and says 'Failed to save survey: …' with the server's reason next to the Save button — such as
 * a change that would lose answers (docs/product.md "Surveys").
 */
export function SurveyForm({
  initial,
  editing,
  saving,
  onClose,
}: {
  initial: SurveyDraft;
  editing: boolean;
  saving: Change<SurveyPayload>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Omit<DraftErrors, 'byQuestion'>>({});
  /** Question errors by question key, so they follow a question that is moved. */
  const [questionErrors, setQuestionErrors] = useState<Record<string, DraftErrors['byQuestion'][number]>>({});
  const setQuestions = (change: (questions: SurveyDraft['questions']) => SurveyDraft['questions']) =>
    setDraft((d) => ({ ...d, questions: change(d.questions) }));

  const reason = saving.error?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving.isPending) return;
    const found = checkSurvey(draft);
    setErrors({ name: found.name, questions: found.questions });
    setQuestionErrors(
      Object.fromEntries(Object.entries(found.byQuestion).map(([i, e]) => [draft.questions[Number(i)]!.key, e])),
    );
    // each Save starts without the last refusal, whether it is sent or the draft is refused here
    saving.reset();
    if (!hasErrors(found)) saving.mutate(surveyPayload(draft));
  };

  return (
    <Modal title={editing ? t`Edit Survey` : t`Create Survey`} onClose={onClose}>
      <form className="form adm-survey-form" onSubmit={submit} noValidate>
        <TextField
          label={t`Survey Name`}
          required
          value={draft.name}
          onChange={(name) => setDraft((d) => ({ ...d, name }))}
          error={errors.name}
        />
        <TextArea
          label={t`Description`}
          value={draft.description}
          onChange={(description) => setDraft((d) => ({ ...d, description }))}
          rows={2}
        />
        <h3>
          <Trans>Questions</Trans>
        </h3>
        {errors.questions && <p className="field-error">{errors.questions}</p>}
        {draft.questions.map((question, index) => (
          <QuestionEditor
            key={question.key}
            question={question}
            index={index}
            count={draft.questions.length}
            errors={questionErrors[question.key]}
            onChange={(next) => setQuestions((qs) => qs.map((q) => (q.key === question.key ? next : q)))}
            onMove={(by) => setQuestions((qs) => moveQuestion(qs, index, by))}
            onRemove={() => setQuestions((qs) => qs.filter((q) => q.key !== question.key))}
          />
        ))}
        <button type="button" className="btn btn-outline" onClick={() => setQuestions((qs) => [...qs, newQuestion()])}>
          <Trans>Add Question</Trans>
        </button>
        <div className="adm-dialog-footer">
          {saving.error && (
            <p className="field-error adm-save-error" role="alert">
              {t`Failed to save survey: ${reason}`}
            </p>
          )}
          <button type="button" className="btn btn-outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving.isPending}>
            {saving.isPending ? (
              <Trans>Saving…</Trans>
            ) : editing ? (
              <Trans>Save Changes</Trans>
            ) : (
              <Trans>Create Survey</Trans>
            )}
          </button>
        </div>
      </form>
    </Modal>
  );
}
