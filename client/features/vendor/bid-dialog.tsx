import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { Modal } from '../../components/modal';
import { Alert } from '../../components/status';
import { inputAttributes } from '../../lib/schema-constraints';
import { enqueue } from '../../store/outbox';
import { bidConstraints as rules, checkBid, type BidDraft } from './form-rules';
import { budgetText, leadPlace, neededByLabel, type VendorLead } from './lead-view';

/** What the quote is priced against: category, place and when it is needed (the budget is the amount's hint). */
function requestFacts(search: VendorLead['search']): string[] {
  const needed = neededByLabel(search);
  return [search.category.name, leadPlace(search), needed && translate`Needed: ${needed}`].filter(
    (fact): fact is string => Boolean(fact),
  );
}

/**
 * Send a quote on a lead (docs/screens.md "Leads"). The quote goes through the outbox, so it can be
 * written offline: it shows on the lead as waiting and is sent when the connection returns.
 * The amount starts empty: the vendor prices the job, the customer's budget is only a hint,
 * so a quote is never the customer's maximum by default.
 */
export function BidDialog({
  lead,
  onClose,
  onQueued,
}: {
  lead: VendorLead;
  onClose: () => void;
  onQueued: (bid: { amount: number; message: string; estimatedDuration: string }) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<BidDraft>({
    amount: '',
    message: '',
    estimatedDuration: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof BidDraft | '_', string>>>({});
  const [sending, setSending] = useState(false);
  const budget = budgetText(lead.search);
  const set = (key: keyof BidDraft, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkBid(draft);
    if (!check.ok) return setErrors(check.errors);
    setSending(true);
    try {
      await enqueue('bid.create', { leadId: lead.id, ...check.value });
      onQueued(check.value);
    } catch (err) {
      setErrors({ _: (err as Error).message || t`Failed to submit bid` });
      setSending(false);
    }
  };

  return (
    <Modal title={t`Send Quote`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <div>
          <p style={{ margin: 0 }}>
            <strong>{lead.search.query}</strong>
          </p>
          <p className="meta-line">{requestFacts(lead.search).join(' · ')}</p>
        </div>
        {errors._ && <Alert tone="error">{errors._}</Alert>}
        <Field
          label={t`Quote amount (USh)`}
          required={rules.amount.required}
          error={errors.amount}
          hint={t`Customer's budget: ${budget}`}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...inputAttributes(rules.amount)}
              type="number"
              value={draft.amount}
              onChange={(e) => set('amount', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`Message to the customer`}
          required={rules.message.required}
          error={errors.message}
          hint={
            <span className="char-counter">
              {draft.message.length}/{rules.message.maxLength}
            </span>
          }
        >
          {(a11y) => (
            <textarea
              {...a11y}
              {...inputAttributes(rules.message)}
              rows={5}
              value={draft.message}
              onChange={(e) => set('message', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`Estimated duration`}
          required={rules.estimatedDuration.required}
          error={errors.estimatedDuration}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...inputAttributes(rules.estimatedDuration)}
              placeholder={t`e.g. 2-3 days`}
              value={draft.estimatedDuration}
              onChange={(e) => set('estimatedDuration', e.target.value)}
            />
          )}
        </Field>
        <div className="btn-row">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? <Trans>Sending…</Trans> : <Trans>Send quote</Trans>}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
