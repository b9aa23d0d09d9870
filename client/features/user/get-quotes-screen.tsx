/**
 * Get quotes (/user/get-quotes): a customer posts a request on purpose (docs/product.md
 * "Requests and quotes"). Three steps on one screen: the form, a preview that says how many
 * businesses will receive it (or which earlier request it updates), and the confirmation. The
 * request goes through the outbox like every other write, so it can be posted offline; it then
 * waits in My Searches and is sent, once, when the connection returns.
 */
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { searchCreateSchema, WHEN_NEEDED, type SearchCreate } from '../../../sync/schemas/search';
import { AlertsOptIn } from '../../components/alerts-opt-in';
import { DistrictPicker } from '../../components/district-picker';
import { Field, TextArea, TextField } from '../../components/field';
import { categoryChoices, SelectOptions } from '../../components/select-field';
import { ActionError, Alert } from '../../components/status';
import { budgetText } from '../../lib/budget-text';
import { useOnline } from '../../lib/connectivity';
import { constraintsOf } from '../../lib/schema-constraints';
import { settled } from '../../lib/outbox-result';
import { useSession } from '../../lib/session';
import { useCategories } from '../../store/hooks';
import { useMySearches } from '../../store/my-searches';
import { enqueue } from '../../store/outbox';
import { checkRequest, initialDraft, rememberPlace, requestItUpdates, type RequestDraft } from './request-rules';
import { useRecipientsPreview } from './use-recipients-preview';
import { WHEN_NEEDED_MESSAGE } from '../../lib/when-needed';
import './requests.css';

type Step = { at: 'form' } | { at: 'preview'; value: SearchCreate } | { at: 'done'; value: SearchCreate; state: Sent };
type Sent = 'sent' | 'queued';

/** The request's limits, as the server checks them. */
const rules = constraintsOf(searchCreateSchema);
const NEED_PLACEHOLDER = msg`e.g. Fix a blocked toilet, birthday cake for 30 people`;
const BUDGETS = [
  { value: 'range', label: msg`From – to (USh)` },
  { value: 'unsure', label: msg`Not sure` },
] as const;
const PRICE_BOUNDS = [
  { key: 'minPrice', label: msg`From (USh)` },
  { key: 'maxPrice', label: msg`To (USh)` },
] as const;

export default function GetQuotesScreen() {
  const { t } = useLingui();
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
            {step.at === 'form' ? t`Get quotes` : step.at === 'preview' ? t`Check your request` : t`Request posted`}
          </h1>
          <p className="muted">
            <Trans>Tell businesses near you what you need. Up to 10 of them get it and send you their price.</Trans>
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
  const { t } = useLingui();
  const categories = useCategories() ?? [];
  const count = draft.details.length;
  const max = rules.details.maxLength;
  return (
    <form className="form card" onSubmit={onSubmit} noValidate>
      <TextField
        label={t`What do you need?`}
        required={rules.query.required}
        error={errors.query}
        value={draft.query}
        maxLength={rules.query.maxLength}
        placeholder={t(NEED_PLACEHOLDER)}
        onChange={(v) => set('query', v)}
      />
      <Field label={t`Category`} required={rules.categoryId.required} error={errors.categoryId}>
        {(a11y) => (
          <select {...a11y} value={draft.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
            <SelectOptions blank={t`Choose a category`} choices={categoryChoices(categories)} />
          </select>
        )}
      </Field>
      <div className="form-row">
        <Field label={t`District`} required={rules.district.required} error={errors.district}>
          {(a11y) => <DistrictPicker a11y={a11y} value={draft.district} onChange={(d) => set('district', d)} />}
        </Field>
        <TextField
          label={t`Area or town`}
          required={rules.location.required}
          error={errors.location}
          value={draft.location}
          maxLength={rules.location.maxLength}
          placeholder={t`e.g. Ntinda`}
          onChange={(v) => set('location', v)}
        />
      </div>
      <fieldset className="field">
        <legend>
          <Trans>Budget</Trans>
        </legend>
        <div className="choice-row">
          {BUDGETS.map((b) => (
            <label key={b.value}>
              <input
                type="radio"
                name="budget"
                checked={draft.budget === b.value}
                onChange={() => set('budget', b.value)}
              />{' '}
              {t(b.label)}
            </label>
          ))}
        </div>
        {draft.budget === 'range' && (
          <div className="form-row">
            {PRICE_BOUNDS.map((b) => (
              <TextField
                key={b.key}
                label={t(b.label)}
                error={errors[b.key]}
                type="number"
                inputMode="numeric"
                min={rules[b.key].min}
                step={1000}
                value={draft[b.key]}
                onChange={(v) => set(b.key, v)}
              />
            ))}
          </div>
        )}
      </fieldset>
      <Field label={t`When do you need it?`} error={errors.neededBy}>
        {(a11y) => (
          <select
            {...a11y}
            value={draft.neededBy}
            onChange={(e) => set('neededBy', e.target.value as RequestDraft['neededBy'])}
          >
            <SelectOptions choices={WHEN_NEEDED.map((w) => ({ value: w, label: t(WHEN_NEEDED_MESSAGE[w]) }))} />
          </select>
        )}
      </Field>
      <TextArea
        label={t`Details`}
        error={errors.details}
        hint={t`${count}/${max} · size, quantity, anything a business should know`}
        rows={4}
        maxLength={max}
        value={draft.details}
        onChange={(v) => set('details', v)}
      />
      <ActionError message={Object.keys(errors).length > 0 && t`Please check the fields marked above.`} />
      <button type="submit" className="btn btn-primary btn-block">
        <Trans>Review request</Trans>
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
  const { t } = useLingui();
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
        setError(outcome.message || t`Your request could not be posted`);
        setSending(false);
        return;
      }
      onSent(outcome.state);
    } catch (err) {
      setError((err as Error).message || t`Your request could not be posted`);
      setSending(false);
    }
  };

  return (
    <div className="card request-preview">
      <dl className="kv">
        <dt>
          <Trans>Need</Trans>
        </dt>
        <dd>{value.query}</dd>
        <dt>
          <Trans>Category</Trans>
        </dt>
        <dd>{category}</dd>
        <dt>
          <Trans>Where</Trans>
        </dt>
        <dd>
          {value.location}, {value.district}
        </dd>
        <dt>
          <Trans>Budget</Trans>
        </dt>
        <dd>{budgetText(value)}</dd>
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd>{t(WHEN_NEEDED_MESSAGE[value.neededBy])}</dd>
        {value.details && (
          <>
            <dt>
              <Trans>Details</Trans>
            </dt>
            <dd className="pre-line">{value.details}</dd>
          </>
        )}
      </dl>
      <p className="request-reach" role="status" aria-live="polite">
        {earlier
          ? t`You asked for this in the last 24 hours: sending updates that request instead of adding a new one.`
          : !online
            ? t`You are offline. Your request will be sent when you are back online, and My Searches will show how many businesses received it.`
            : preview.result
              ? reachText(preview.result, value.district)
              : preview.error
                ? t`We could not count the businesses right now; you can still send it.`
                : t`Counting the businesses that will receive it…`}
      </p>
      <ActionError message={error} />
      <div className="card-actions">
        <button type="button" className="btn btn-primary" disabled={sending || nobody} onClick={() => void send()}>
          {sending ? t`Sending…` : earlier ? t`Update request` : t`Send request`}
        </button>
        <button type="button" className="btn btn-outline" disabled={sending} onClick={onEdit}>
          <Trans>Edit</Trans>
        </button>
      </div>
    </div>
  );
}

/** How many businesses the request reaches and where; a plain function rendered in the preview. */
function reachText(r: { recipients: number; inDistrict: number; region: string | null }, district: string): string {
  const { recipients, inDistrict, region } = r;
  if (recipients === 0)
    return region
      ? t`No business of this category is listed in ${district} or the ${region} region yet. Try another category or a nearby district.`
      : t`No business of this category is listed in ${district} yet. Try another category or a nearby district.`;
  const nearby = recipients - inDistrict;
  if (nearby === 0)
    return plural(recipients, {
      one: `# business will receive your request (in ${district}).`,
      other: `# businesses will receive your request (in ${district}).`,
    });
  if (inDistrict === 0)
    return plural(recipients, {
      one: `# business will receive your request (elsewhere in the ${region} region).`,
      other: `# businesses will receive your request (elsewhere in the ${region} region).`,
    });
  return plural(recipients, {
    one: `# business will receive your request (${inDistrict} in ${district}, ${nearby} elsewhere in the ${region} region).`,
    other: `# businesses will receive your request (${inDistrict} in ${district}, ${nearby} elsewhere in the ${region} region).`,
  });
}

function RequestPosted({ value, state }: { value: SearchCreate; state: Sent }) {
  const { t } = useLingui();
  const query = value.query;
  return (
    <div className="card" role="status" aria-live="polite">
      <Alert tone={state === 'sent' ? 'success' : 'info'}>
        {state === 'sent'
          ? t`Your request "${query}" was posted. Businesses will send you quotes here and in My Searches.`
          : t`Your request "${query}" is waiting to send. It goes out once, as soon as you are back online.`}
      </Alert>
      <AlertsOptIn pitch={t`Be told when a business sends you a quote, even with the app closed.`} />
      <div className="card-actions">
        <Link className="btn btn-primary" to="/user/my-searches">
          <Trans>See My Searches</Trans>
        </Link>
        <Link className="btn btn-outline" to="/businesses-directory">
          <Trans>Back to the directory</Trans>
        </Link>
      </div>
    </div>
  );
}
