import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { Modal } from '../../components/modal';
import { Alert } from '../../components/status';
import { inputAttributes } from '../../lib/schema-constraints';
import { enqueue } from '../../store/outbox';
import { checkDelivery, deliveryConstraints as rules, type DeliveryDraft } from './form-rules';
import type { DeliveryCreate } from '../../../sync/schemas/delivery';

const EMPTY: DeliveryDraft = {
  item_name: '',
  receiver_name: '',
  receiver_number: '',
  delivery_address: '',
  fare: '',
  weight: '',
  item_description: '',
};

/**
 * A label is a message (rendered in the reader's language); a placeholder too, unless it is a number or address.
 * Limits and what is required come from the delivery schema; a number's step is the spinner's (docs/screens.md "Deliveries").
 */
type TextField = {
  key: keyof DeliveryDraft;
  label: MessageDescriptor;
  type?: string;
  step?: number;
  placeholder?: MessageDescriptor | string;
};
const FIELDS: TextField[] = [
  { key: 'item_name', label: msg`Item name`, placeholder: msg`Birthday cake (2 kg)` },
  { key: 'receiver_name', label: msg`Receiver name` },
  { key: 'receiver_number', label: msg`Receiver phone`, type: 'tel', placeholder: '0772 123456' },
  { key: 'delivery_address', label: msg`Delivery address`, placeholder: 'Plot 12, Ntinda Road, Kampala' },
  { key: 'fare', label: msg`Fare (USh)`, type: 'number', step: 100 },
  { key: 'weight', label: msg`Weight (kg)`, type: 'number', step: 0.1 },
];

/**
 * New Delivery (docs/screens.md "Deliveries"). The request goes through the outbox, so it can be
 * made offline: it shows in the list as waiting and is sent when the connection returns.
 */
export function NewDeliveryModal({
  businessId,
  onClose,
  onQueued,
}: {
  businessId: number;
  onClose: () => void;
  onQueued: (d: DeliveryCreate) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<DeliveryDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof DeliveryDraft | '_', string>>>({});
  const [sending, setSending] = useState(false);
  const set = (key: keyof DeliveryDraft, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkDelivery(draft, businessId);
    if (!check.ok) return setErrors(check.errors);
    setSending(true);
    try {
      await enqueue('delivery.create', check.value);
      onQueued(check.value);
    } catch (err) {
      setErrors({ _: (err as Error).message || t`Failed to create delivery` });
      setSending(false);
    }
  };

  return (
    <Modal title={t`New Delivery`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {errors._ && <Alert tone="error">{errors._}</Alert>}
        {FIELDS.map((f) => (
          <Field key={f.key} label={t(f.label)} required={rules[f.key].required} error={errors[f.key]}>
            {(a11y) => (
              <input
                {...a11y}
                {...inputAttributes(rules[f.key])}
                type={f.type ?? 'text'}
                step={f.step}
                placeholder={typeof f.placeholder === 'object' ? t(f.placeholder) : f.placeholder}
                value={draft[f.key]}
                onChange={(e) => set(f.key, e.target.value)}
              />
            )}
          </Field>
        ))}
        <Field label={t`Description`} error={errors.item_description}>
          {(a11y) => (
            <textarea
              {...a11y}
              {...inputAttributes(rules.item_description)}
              rows={3}
              value={draft.item_description}
              onChange={(e) => set('item_description', e.target.value)}
            />
          )}
        </Field>
        <div className="btn-row">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? <Trans>Requesting…</Trans> : <Trans>Request Delivery</Trans>}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
