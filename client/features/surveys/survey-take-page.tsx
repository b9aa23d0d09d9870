import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { SurveyView } from '../../../sync/answers/survey';
import { checkSurveyAnswers } from '../../../sync/schemas/survey';
import { Field } from '../../components/field';
import { Alert, ErrorState, PageLoading, SavedAnswerNote } from '../../components/status';
import { useDocumentMeta } from '../../lib/document-meta';
import { settled } from '../../lib/outbox-result';
import { useSession } from '../../lib/session';
import { discardEntry, enqueue, OutboxError } from '../../store/outbox';
import { QuestionField } from './question-field';
import type { Answers } from './survey-types';
import { useSurvey } from './use-surveys';
import './surveys.css';

type Respondent = { name: string; email: string; phoneNumber: string };

/**
 * /surveys/{surveyId}/take (docs/screens.md "Surveys"): loading, form, Thank You; the answers go
 * through the outbox.
 */
export default function SurveyTakePage() {
  const { t } = useLingui();
  const { surveyId } = useParams();
  const { survey, error, offline, updatedAt } = useSurvey(surveyId);
  useDocumentMeta({ title: survey?.name ?? t`Survey` });

  if (!survey && !error) return <PageLoading label={t`Loading survey…`} />;
  if (!survey) {
    return (
      <div className="container section">
        <ErrorState message={error ?? t`Failed to fetch survey`}>
          <Link className="btn btn-primary" to="/surveys">
            <Trans>Back to Surveys</Trans>
          </Link>
        </ErrorState>
      </div>
    );
  }
  return <SurveyForm survey={survey} note={<SavedAnswerNote offline={offline} updatedAt={updatedAt} />} />;
}

/** `note`: said above the questions (a survey kept from an earlier visit, shown offline). */
function SurveyForm({ survey, note }: { survey: SurveyView; note: ReactNode }) {
  const { t } = useLingui();
  const session = useSession();
  const [answers, setAnswers] = useState<Answers>({});
  const [who, setWho] = useState<Respondent>({ name: '', email: '', phoneNumber: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [done, setDone] = useState<'sent' | 'queued' | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkSurveyAnswers(survey.questions, answers);
    if (!check.ok) {
      setErrors(check.errors);
      setBanner(check.message);
      return;
    }
    setErrors({});
    setBanner(null);
    setBusy(true);
    try {
      const contact = session.isAuthenticated
        ? {}
        : {
            name: who.name.trim() || undefined,
            email: who.email.trim() || undefined,
            phoneNumber: who.phoneNumber.trim() || undefined,
          };
      const id = await enqueue('surveyResponse.create', { surveyId: survey.id, answers: check.answers, ...contact });
      const result = await settled(id);
      if (result.state === 'refused') {
        await discardEntry(id);
        throw new Error(result.message);
      }
      setDone(result.state === 'sent' ? 'sent' : 'queued');
      window.scrollTo(0, 0);
    } catch (err) {
      if (err instanceof OutboxError) setErrors(err.errors);
      const reason = (err as Error).message || t`Failed to submit response`;
      setBanner(t`Failed to submit survey: ${reason}`);
    } finally {
      setBusy(false);
    }
  }

  const questionCount = survey.questions.length;
  if (done) {
    return (
      <div className="container section survey-done">
        <div className="card">
          <h1>
            <Trans>Thank You!</Trans>
          </h1>
          <p>
            {done === 'sent'
              ? t`Your response has been recorded. We appreciate your time.`
              : t`You are offline. Your answers are saved on this device and will be sent when the connection returns.`}
          </p>
          <div className="btn-row">
            <Link className="btn btn-primary" to="/surveys">
              <Trans>Take Another Survey</Trans>
            </Link>
            <Link className="btn btn-outline" to="/">
              <Trans>Back to Home</Trans>
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <>
      <section className="page-head">
        <div className="container">
          <h1>{survey.name}</h1>
          {survey.description && <p>{survey.description}</p>}
          <p>{t`${plural(questionCount, { one: '# question', other: '# questions' })}`}</p>
        </div>
      </section>
      <form className="container section form survey-form" onSubmit={submit} noValidate>
        {note}
        {banner && <Alert tone="error">{banner}</Alert>}
        {!session.isAuthenticated && (
          <fieldset className="card">
            <legend className="survey-legend">
              <Trans>Your Information</Trans>
            </legend>
            <p className="muted small">
              <Trans>Optional. Leave these empty to answer anonymously.</Trans>
            </p>
            {(
              [
                ['name', t`Name`, 'text', 'name'],
                ['email', t`Email`, 'email', 'email'],
                ['phoneNumber', t`Phone Number`, 'tel', 'tel'],
              ] as const
            ).map(([key, label, type, autoComplete]) => (
              <Field key={key} label={label} error={errors[key]}>
                {(props) => (
                  <input
                    {...props}
                    type={type}
                    autoComplete={autoComplete}
                    value={who[key]}
                    onChange={(e) => setWho((w) => ({ ...w, [key]: e.target.value }))}
                  />
                )}
              </Field>
            ))}
          </fieldset>
        )}
        {survey.questions.map((q, i) => (
          <div key={q.id} className="card">
            <QuestionField
              index={i}
              question={q}
              value={answers[String(q.id)]}
              error={errors[`answers.${q.id}`]}
              onChange={(value) => {
                setAnswers((a) => ({ ...a, [String(q.id)]: value }));
                setErrors(({ [`answers.${q.id}`]: _gone, ...rest }) => rest);
              }}
            />
          </div>
        ))}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t`Submitting…` : t`Submit Survey`}
        </button>
      </form>
    </>
  );
}
