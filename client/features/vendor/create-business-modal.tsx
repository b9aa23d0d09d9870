import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/modal';
import { Alert } from '../../components/status';
import { api } from '../../lib/api-client';
import { usePreparedImage } from '../../lib/image-picker';
import { markOutOfDate, queryClient } from '../../lib/server-state';
import { businessReady, checkBusiness, type BusinessDraft } from './form-rules';
import { BusinessFields } from './business-fields';
import { vendorKeys } from './vendor-keys';

const EMPTY: BusinessDraft = {
  name: '',
  categoryId: '',
  subCategory: '',
  tagline: '',
  description: '',
  district: '',
  city: '',
  email: '',
  whatsapp: '',
  tiktokUsername: '',
  website: '',
};

/** Create Business Profile (docs/screens.md "My Business"): POST /api/businesses (multipart). */
export function CreateBusinessModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => Promise<void> }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<BusinessDraft>(EMPTY);
  const logo = usePreparedImage();
  const [errors, setErrors] = useState<Partial<Record<keyof BusinessDraft | '_', string>>>({});
  const create = useMutation(
    {
      mutationFn: (form: FormData) =>
        api('/businesses', { method: 'POST', form, fallback: t`Failed to create business` }),
      // a first business: everything the vendor area kept is out of date; the form waits until it is read
      onSuccess: () => {
        markOutOfDate(vendorKeys.all);
        setDraft(EMPTY);
        logo.reset();
        return onCreated();
      },
      onError: (err) => setErrors({ _: err.message }),
    },
    queryClient,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (logo.preparing) return;
    const check = checkBusiness(draft, logo.file);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    create.mutate(check.value);
  };

  return (
    <Modal title={t`Create Business Profile`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {errors._ && <Alert tone="error">{errors._}</Alert>}
        <BusinessFields draft={draft} setDraft={setDraft} errors={errors} logo={logo} />
        <div className="btn-row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!businessReady(draft) || create.isPending || logo.preparing}
          >
            {create.isPending ? t`Creating…` : t`Create Business`}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
