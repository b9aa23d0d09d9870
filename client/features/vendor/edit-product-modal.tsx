import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ProductRecord } from '../../../sync/schemas/pull';
import { Modal } from '../../components/modal';
import { Alert } from '../../components/status';
import { usePreparedImage } from '../../lib/image-picker';
import { OutboxError, enqueue } from '../../store/outbox';
import { checkProductEdit, productDraftOf } from './edit-rules';
import type { ProductDraft } from './form-rules';
import { ProductFields } from './product-fields';

type Errors = Partial<Record<keyof ProductDraft | '_', string>>;

/**
 * Edit a product or service: the Add form filled with its values. The changed fields are queued
 * as one `product.update` (sent now, or when the phone is back online), a new image kept as a
 * file on the device until then.
 */
export function EditProductModal({
  product,
  onClose,
  onQueued,
}: {
  product: ProductRecord;
  onClose: () => void;
  onQueued: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<ProductDraft>(() => productDraftOf(product));
  const image = usePreparedImage();
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (image.preparing) return;
    const check = checkProductEdit(draft, product);
    if (!check.ok) return setErrors(check.errors);
    if (!check.value && !image.file) return onClose();
    setSending(true);
    setErrors({});
    try {
      await enqueue('product.update', check.value ?? { businessId: product.businessId, productId: product.id }, {
        // the photo as shrunk on the phone, kept in the outbox until the push uploads it
        blobs: image.file ? { image: image.file } : {},
      });
      onQueued();
    } catch (err) {
      if (!(err instanceof OutboxError)) throw err;
      setErrors({ _: err.message, ...(err.errors as Errors) });
      setSending(false);
    }
  };

  return (
    <Modal title={product.kind === 'service' ? t`Edit Service` : t`Edit Product`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {errors._ && <Alert tone="error">{errors._}</Alert>}
        <ProductFields
          draft={draft}
          setDraft={setDraft}
          errors={errors}
          image={image}
          imageHint={product.image ? t`Choose an image to replace the current one (up to 5MB)` : undefined}
        />
        <div className="btn-row">
          <button type="submit" className="btn btn-primary" disabled={sending || image.preparing}>
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
