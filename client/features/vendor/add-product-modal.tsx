import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/modal';
import { Alert } from '../../components/status';
import { api } from '../../lib/api-client';
import { usePreparedImage } from '../../lib/image-picker';
import { markOutOfDate, queryClient } from '../../lib/server-state';
import { checkProduct, type ProductDraft } from './form-rules';
import { ProductFields } from './product-fields';
import { vendorKeys } from './vendor-keys';

const EMPTY: ProductDraft = { name: '', description: '', minPrice: '', maxPrice: '' };

/** Add a product or service (docs/screens.md "My Business"): POST /api/businesses/{id}/products (multipart). */
export function AddProductModal({
  businessId,
  existingCount,
  onClose,
  onAdded,
}: {
  businessId: number;
  existingCount: number;
  onClose: () => void;
  onAdded: () => Promise<void>;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<ProductDraft>(EMPTY);
  const image = usePreparedImage();
  const [errors, setErrors] = useState<Partial<Record<keyof ProductDraft | '_', string>>>({});
  const add = useMutation(
    {
      mutationFn: (form: FormData) =>
        api(`/businesses/${businessId}/products`, { method: 'POST', form, fallback: t`Failed to create product` }),
      // the form waits until the business is read again with its new product
      onSuccess: () => {
        markOutOfDate(vendorKeys.business(), vendorKeys.dashboard(businessId));
        return onAdded();
      },
      onError: (err) => setErrors({ _: err.message }),
    },
    queryClient,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (image.preparing) return;
    const check = checkProduct(draft, existingCount, image.file);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    add.mutate(check.value);
  };

  return (
    <Modal title={t`Add Product or Service`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {errors._ && <Alert tone="error">{errors._}</Alert>}
        <ProductFields draft={draft} setDraft={setDraft} errors={errors} image={image} />
        <div className="btn-row">
          <button type="submit" className="btn btn-primary" disabled={add.isPending || image.preparing}>
            {add.isPending ? t`Adding…` : t`Add`}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
