import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { BusinessRecord } from '../../../sync/schemas/pull';
import { Modal } from '../../components/modal';
import { Alert } from '../../components/status';
import { usePreparedImage } from '../../lib/image-picker';
import { OutboxError, enqueue } from '../../store/outbox';
import { BusinessFields } from './business-fields';
import { checkBusinessEdit, businessDraftOf, flaggedFields } from './edit-rules';
import { businessReady, type BusinessDraft } from './form-rules';
import { HoursEditor } from './hours-editor';
import { checkHours, hoursChanged, hoursDraftOf, type HoursDraft } from './hours-draft';

type Errors = Partial<Record<keyof BusinessDraft | 'hours' | '_', string>>;

/**
 * Edit Business: the profile form filled with the current values. Only the changed fields are
 * queued as one `business.update` (the outbox sends it now, or when the phone is back online),
 * a new logo kept as a file on the device until then. The opening hours travel in the
 * same `business.update` when they changed.
 */
export function EditBusinessModal({
  business,
  onClose,
  onQueued,
}: {
  business: BusinessRecord;
  onClose: () => void;
  onQueued: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<BusinessDraft>(() => businessDraftOf(business));
  const [hours, setHours] = useState<HoursDraft>(() => hoursDraftOf(business.hours));
  const logo = usePreparedImage();
  const [errors, setErrors] = useState<Errors>(() => flaggedFields(business));
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (logo.preparing) return;
    const check = checkBusinessEdit(draft, business);
    const hoursCheck = checkHours(hours);
    if (!check.ok || !hoursCheck.ok)
      return setErrors({ ...(!check.ok && check.errors), ...(!hoursCheck.ok && { hours: hoursCheck.error }) });
    const newHours = hoursChanged(hoursCheck.value, business.hours) ? { hours: hoursCheck.value } : null;
    if (!check.value && !newHours && !logo.file) return onClose();
    setSending(true);
    setErrors({});
    try {
      await enqueue(
        'business.update',
        { ...(check.value ?? { businessId: business.id }), ...newHours },
        {
          // the logo as shrunk on the phone, kept in the outbox until the push uploads it
          blobs: logo.file ? { logo: logo.file } : {},
        },
      );
      onQueued();
    } catch (err) {
      if (!(err instanceof OutboxError)) throw err;
      setErrors({ _: err.message, ...(err.errors as Errors) });
      setSending(false);
    }
  };

  return (
    <Modal title={t`Edit Business`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {errors._ && <Alert tone="error">{errors._}</Alert>}
        <BusinessFields
          draft={draft}
          setDraft={setDraft}
          errors={errors}
          logo={logo}
          hoursEditor={<HoursEditor draft={hours} setDraft={setHours} error={errors.hours} />}
          logoHint={
            business.logo ? t`Choose an image to replace the current logo (up to 5MB)` : t`An image file, up to 5MB`
          }
        />
        <div className="btn-row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!businessReady(draft) || sending || logo.preparing}
          >
            {sending ? t`Saving…` : t`Save Changes`}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
