import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_PRODUCTS_PER_BUSINESS } from '../../../sync/constants';
import { smallImagePath } from '../../../sync/image-path';
import type { ProductRecord } from '../../../sync/schemas/pull';
import type { EditedProduct } from '../../store/hooks';
import { DataSaverImage } from '../../components/data-saver';
import { Alert, EmptyState } from '../../components/status';
import { api } from '../../lib/api-client';
import { formatPriceRange } from '../../lib/format';
import { markOutOfDate, queryClient } from '../../lib/server-state';
import { AddProductModal } from './add-product-modal';
import { EditProductModal } from './edit-product-modal';
import { useObjectUrl } from '../../lib/use-object-url';
import { RefusedEdit, WaitingBadge } from './edit-state';
import { vendorKeys } from './vendor-keys';

/** A product's picture: the image waiting on the device, else the uploaded one. */
function ProductImage({ product }: { product: EditedProduct }) {
  const local = useObjectUrl(product.imageBlob);
  if (!local && !product.image) return null;
  return (
    <div style={{ width: 72, flex: 'none' }}>
      {local ? (
        <img className="review-image" src={local} alt={product.name} />
      ) : (
        <DataSaverImage className="review-image" src={smallImagePath(product.image!)} alt={product.name} />
      )}
    </div>
  );
}

/** Products & Services of the vendor's business: at most 3, an Add modal, Edit and Remove buttons. */
export function ProductsSection({
  businessId,
  products,
  onChanged,
}: {
  businessId: number;
  products: EditedProduct[];
  onChanged: () => Promise<void>;
}) {
  const { t } = useLingui();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ProductRecord | null>(null);
  const used = products.length;
  const max = MAX_PRODUCTS_PER_BUSINESS;
  const full = used >= max;

  const remove = useMutation(
    {
      mutationFn: (product: ProductRecord) =>
        api(`/businesses/products/${product.id}`, { method: 'DELETE', fallback: t`Failed to delete product` }),
      // the button waits until the business is read again without the product
      onSuccess: () => {
        markOutOfDate(vendorKeys.business(), vendorKeys.dashboard(businessId));
        return onChanged();
      },
    },
    queryClient,
  );
  const removing = (product: ProductRecord) => remove.isPending && remove.variables.id === product.id;

  return (
    <section className="card" aria-labelledby="products-heading">
      <div className="area-head">
        <div>
          <h2 id="products-heading">
            <Trans>Products & Services</Trans>
          </h2>
          <p className="muted small">
            <Trans>
              {used} of {max} used
            </Trans>
          </p>
        </div>
        <button type="button" className="btn btn-primary" disabled={full} onClick={() => setAdding(true)}>
          <Trans>Add Product or Service</Trans>
        </button>
      </div>
      {full && (
        <Alert tone="info">
          <Trans>A business can have at most {max} products or services. Remove one to add another.</Trans>
        </Alert>
      )}
      {remove.isError && (
        <Alert tone="error">
          <Trans>Failed to delete product. Please try again.</Trans>
        </Alert>
      )}
      {products.length === 0 ? (
        <EmptyState title={t`No products or services added yet`} />
      ) : (
        <ul className="row-list">
          {products.map((p) => {
            const name = p.name;
            return (
              <li key={p.id} className="row-item" style={{ borderTop: '1px solid var(--border)', paddingTop: 10 }}>
                <ProductImage product={p} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <RefusedEdit item={p} what={`"${p.name}"`} />
                  <p>
                    <strong>{p.name}</strong> <WaitingBadge item={p} />
                  </p>
                  <p className="small" style={{ color: 'var(--brand-dark)', fontWeight: 600 }}>
                    {formatPriceRange(p.minPrice ?? p.price, p.maxPrice ?? p.price) ?? t`Price on request`}
                  </p>
                  {p.description && <p className="small muted line-clamp-2">{p.description}</p>}
                  <div className="btn-row">
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={t`Edit ${name}`}
                      onClick={() => setEditing(p)}
                    >
                      <Trans>Edit</Trans>
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm danger-text"
                      disabled={removing(p)}
                      aria-label={t`Remove ${name}`}
                      onClick={() => {
                        if (window.confirm(t`Remove "${name}" from your business?`)) remove.mutate(p);
                      }}
                    >
                      {removing(p) ? t`Removing…` : t`Remove`}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <EditProductModal product={editing} onClose={() => setEditing(null)} onQueued={() => setEditing(null)} />
      )}
      {adding && (
        <AddProductModal
          businessId={businessId}
          existingCount={products.length}
          onClose={() => setAdding(false)}
          onAdded={async () => {
            await onChanged();
            setAdding(false);
          }}
        />
      )}
    </section>
  );
}
