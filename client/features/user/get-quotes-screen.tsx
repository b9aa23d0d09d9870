/**
 * Get quotes (/user/get-quotes): a customer posts a request on purpose (docs/product.md
 * "Requests and quotes"). Three steps on one screen: the form, a preview that says how many
 * businesses will receive it (or which earlier request it updates), and the confirmation. The
 * request goes through the outbox like every other write, so it can be posted offline; it then
 * waits in My Searches and is sent, once, when the connection returns.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { WHEN_NEEDED, WHEN_NEEDED_LABEL, type SearchCreate } from '../../../sync/schemas/search';
import { AlertsOptIn } from '../../components/alerts-opt-in';
import { DistrictPicker } from '../../components/district-picker';
import { Field, TextArea, TextField } from '../../components/field';
import { categoryChoices, SelectOptions } from '../../components/select-field';
import { ActionError, Alert } from '../../components/status';
import { budgetText } from '../../lib/budget-text';
import { useOnline } from '../../lib/connectivity';
import { settled } from '../../lib/outbox-result';
import { useSession } from '../../lib/session';
import { useCategories, useMySearches } from '../../store/hooks';
import { enqueue } from '../../store/outbox';
import { checkRequest, initialDraft, rememberPlace, requestItUpdates, type RequestDraft } from './request-rules';
import { useRecipientsPreview } from './use-recipients-preview';
import './requests.css';

type Step = { at: 'form' } | { at: 'preview'; value: SearchCreate } | { at: 'done'; value: SearchCreate; state: Sent };
type Sent = 'sent' | 'queued';

const NEED_PLACEHOLDER = 'e.g. Fix a blocked toilet, birthday cake for 30 people';
const WHEN_CHOICES = WHEN_NEEDED.map((w) => ({ value: w, label: WHEN_NEEDED_LABEL[w] }));
const BUDGETS = [
  { value: 'range', label: 'From – to (USh)' },
  { value: 'unsure', label: 'Not sure' },
] as const;
const PRICE_BOUNDS = [
  { key: 'minPrice', label: 'From (USh)' },
  { key: 'maxPrice', label: 'To (USh)' },
] as const;

export default function GetQuotesScreen() {
  const [params] = useSearchParams();
  const session = useSession();
  const [draft, setDraft] = useState<RequestDraft>(() => initialDraft(params, session.user?.location ?? null));
  const [errors, setErrors] = useState<Partial<Record<keyof RequestDraft | '_', string>>>({});
  const [step, setStep] = useState<Step>({ at: 'form' });
  const heading = useRef<HTMLHeadingElement>(null);
  const set = <K extends keyof RequestDraft>(key: K, value: RequestDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  // each step starts at its heading: on a small phone the new step's first words are in view
  useEffect(() => heading.current?.focus(), [step.at]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const check = checkRequest(draft);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setStep({ at: 'preview', value: check.value });
  };

  return (
    <section className="area-page get-quotes">
      <header className="area-head">
        <div>
          <h1 ref={heading} tabIndex={-1}>
            {step.at === 'form' ? 'Get quotes' : step.at === 'preview' ? 'Check your request' : 'Request posted'}
          </h1>
          <p className="muted">
            Tell businesses near you what you need. Up to 10 of them get it and send you their price.
          </p>
        </div>
      </header>
      {step.at === 'form' && <RequestForm draft={draft} errors={errors} set={set} onSubmit={review} />}
      {step.at === 'preview' && (
        <RequestPreview
          value={step.value}
          onEdit={() => setStep({ at: 'form' })}
          onSent={(state) => {
            rememberPlace(step.value);
            setStep({ at: 'done', value: step.value, state });
          }}
        />
      )}
      {step.at === 'done' && <RequestPosted value={step.value} state={step.state} />}
    </section>
  );
}

function RequestForm({
  draft,
  errors,
  set,
  onSubmit,
}: {
  draft: RequestDraft;
  errors: Partial<Record<keyof RequestDraft | '_', string>>;
  set: <K extends keyof RequestDraft>(key: K, value: RequestDraft[K]) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const categories = useCategories() ?? [];
  return (
    <form className="form card" onSubmit={onSubmit} noValidate>
      <TextField
        label="What do you need?"
        required
        error={errors.query}
        value={draft.query}
        maxLength={200}
        placeholder={NEED_PLACEHOLDER}
        onChange={(v) => set('query', v)}
      />
      <Field label="Category" required error={errors.categoryId}>
        {(a11y) => (
          <select {...a11y} value={draft.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
            <SelectOptions blank="Choose a category" choices={categoryChoices(categories)} />
          </select>
        )}
      </Field>
      <div className="form-row">
        <Field label="District" required error={errors.district}>
          {(a11y) => <DistrictPicker a11y={a11y} value={draft.district} onChange={(d) => set('district', d)} />}
        </Field>
        <TextField
          label="Area or town"
          required
          error={errors.location}
          value={draft.location}
          maxLength={120}
          placeholder="e.g. Ntinda"
          onChange={(v) => set('location', v)}
        />
      </div>
      <fieldset className="field">
        <legend>Budget</legend>
        <div className="choice-row">
          {BUDGETS.map((b) => (
            <label key={b.value}>
              <input
                type="radio"
                name="budget"
                checked={draft.budget === b.value}
                onChange={() => set('budget', b.value)}
              />{' '}
              {b.label}
            </label>
          ))}
        </div>
        {draft.budget === 'range' && (
          <div className="form-row">
            {PRICE_BOUNDS.map((b) => (
              <TextField
                key={b.key}
                label={b.label}
                error={errors[b.key]}
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                value={draft[b.key]}
                onChange={(v) => set(b.key, v)}
              />
            ))}
          </div>
        )}
      </fieldset>
      <Field label="When do you need it?" error={errors.neededBy}>
        {(a11y) => (
          <select
            {...a11y}
            value={draft.neededBy}
            onChange={(e) => set('neededBy', e.target.value as RequestDraft['neededBy'])}
          >
            <SelectOptions choices={WHEN_CHOICES} />
          </select>
        )}
      </Field>
      <TextArea
        label="Details"
        error={errors.details}
        hint={`${draft.details.length}/1000 · size, quantity, anything a business should know`}
        rows={4}
        maxLength={1000}
        value={draft.details}
        onChange={(v) => set('details', v)}
      />
      <ActionError message={Object.keys(errors).length > 0 && 'Please check the fields marked above.'} />
      <button type="submit" className="btn btn-primary btn-block">
        Review request
      </button>
    </form>
  );
}

function RequestPreview({
  value,
  onEdit,
  onSent,
}: {
  value: SearchCreate;
  onEdit: () => void;
  onSent: (state: Sent) => void;
}) {
  const online = useOnline();
  const categories = useCategories() ?? [];
  const mine = useMySearches() ?? [];
  const preview = useRecipientsPreview(online ? value : null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const category = categories.find((c) => c.id === value.categoryId)?.name ?? '';
  const earlier = requestItUpdates(value, mine);
  const nobody = preview.result?.recipients === 0 && !earlier;

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const id = await enqueue('search.create', value);
      const outcome = await settled(id);
      if (outcome.state === 'refused') {
        setError(outcome.message || 'Your request could not be posted');
        setSending(false);
        return;
      }
      onSent(outcome.state);
    } catch (err) {
      setError((err as Error).message || 'Your request could not be posted');
      setSending(false);
    }
  };

  return (
    <div className="card request-preview">
      <dl className="kv">
        <dt>Need</dt>
        <dd>{value.query}</dd>
        <dt>Category</dt>
        <dd>{category}</dd>
        <dt>Where</dt>
        <dd>
          {value.location}, {value.district}
        </dd>
        <dt>Budget</dt>
        <dd>{budgetText(value)}</dd>
        <dt>When</dt>
        <dd>{WHEN_NEEDED_LABEL[value.neededBy]}</dd>
        {value.details && (
          <>
            <dt>Details</dt>
            <dd className="pre-line">{value.details}</dd>
          </>
        )}
      </dl>
      <p className="request-reach" role="status" aria-live="polite">
        {earlier
          ? `You asked for this in the last 24 hours: sending updates that request instead of adding a new one.`
          : !online
            ? 'You are offline. Your request will be sent when you are back online, and My Searches will show how many businesses received it.'
            : preview.result
              ? reachText(preview.result, value.district)
              : preview.error
                ? 'We could not count the businesses right now; you can still send it.'
                : 'Counting the businesses that will receive it…'}
      </p>
      <ActionError message={error} />
      <div className="card-actions">
        <button type="button" className="btn btn-primary" disabled={sending || nobody} onClick={() => void send()}>
          {sending ? 'Sending…' : earlier ? 'Update request' : 'Send request'}
        </button>
        <button type="button" className="btn btn-outline" disabled={sending} onClick={onEdit}>
          Edit
        </button>
      </div>
    </div>
  );
}

function reachText(r: { recipients: number; inDistrict: number; region: string | null }, district: string): string {
  if (r.recipients === 0)
    return `No business of this category is listed in ${district}${r.region ? ` or the ${r.region} region` : ''} yet. Try another category or a nearby district.`;
  const noun = r.recipients === 1 ? 'business' : 'businesses';
  const nearby = r.recipients - r.inDistrict;
  const where =
    nearby === 0
      ? `in ${district}`
      : r.inDistrict === 0
        ? `elsewhere in the ${r.region} region`
        : `${r.inDistrict} in ${district}, ${nearby} elsewhere in the ${r.region} region`;
  return `${r.recipients} ${noun} will receive your request (${where}).`;
}

function RequestPosted({ value, state }: { value: SearchCreate; state: Sent }) {
  return (
    <div className="card" role="status" aria-live="polite">
      <Alert tone={state === 'sent' ? 'success' : 'info'}>
        {state === 'sent'
          ? `Your request "${value.query}" was posted. Businesses will send you quotes here and in My Searches.`
          : `Your request "${value.query}" is waiting to send. It goes out once, as soon as you are back online.`}
      </Alert>
      <AlertsOptIn pitch="Be told when a business sends you a quote, even with the app closed." />
      <div className="card-actions">
        <Link className="btn btn-primary" to="/user/my-searches">
          See My Searches
        </Link>
        <Link className="btn btn-outline" to="/businesses-directory">
          Back to the directory
        </Link>
      </div>
    </div>
  );
}
