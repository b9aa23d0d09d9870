import { useState } from 'react';
import { MAX_PRODUCTS_PER_BUSINESS } from '../../../sync/constants';
import { smallImagePath } from '../../../sync/image-path';
import type { ProductRecord } from '../../../sync/schemas/pull';
import { DataSaverImage } from '../../components/data-saver';
import { Alert, EmptyState } from '../../components/status';
import { api } from '../../lib/api-client';
import { formatPriceRange } from '../../lib/format';
import { AddProductModal } from './add-product-modal';
import { PRODUCT_LIMIT_MESSAGE } from './form-rules';

/** Products & Services of the vendor's business: at most 3, an Add modal and Remove buttons. */
export function ProductsSection({
  businessId,
  products,
  onChanged,
}: {
  businessId: number;
  products: ProductRecord[];
  onChanged: () => Promise<void>;
}) {
  const [adding, setAdding] = useState(false);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = products.length >= MAX_PRODUCTS_PER_BUSINESS;

  const remove = async (product: ProductRecord) => {
    if (!window.confirm(`Remove "${product.name}" from your business?`)) return;
    setRemovingId(product.id);
    setError(null);
    try {
      await api(`/businesses/products/${product.id}`, { method: 'DELETE', fallback: 'Failed to delete product' });
      await onChanged();
    } catch {
      setError('Failed to delete product. Please try again.');
    } finally {
      setRemovingId(null);
    }
  };

  return (
    <section className="card" aria-labelledby="products-heading">
      <div className="area-head">
        <div>
          <h2 id="products-heading">Products & Services</h2>
          <p className="muted small">
            {products.length} of {MAX_PRODUCTS_PER_BUSINESS} used
          </p>
        </div>
        <button type="button" className="btn btn-primary" disabled={full} onClick={() => setAdding(true)}>
          Add Product or Service
        </button>
      </div>
      {full && <Alert tone="info">{PRODUCT_LIMIT_MESSAGE}. Remove one to add another.</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {products.length === 0 ? (
        <EmptyState title="No products or services added yet" />
      ) : (
        <ul className="row-list">
          {products.map((p) => (
            <li key={p.id} className="row-item" style={{ borderTop: '1px solid var(--border)', paddingTop: 10 }}>
              {p.image && (
                <div style={{ width: 72, flex: 'none' }}>
                  <DataSaverImage className="review-image" src={smallImagePath(p.image)} alt={p.name} />
                </div>
              )}
              <div>
                <p>
                  <strong>{p.name}</strong>
                </p>
                <p className="small" style={{ color: 'var(--brand-dark)', fontWeight: 600 }}>
                  {formatPriceRange(p.minPrice ?? p.price, p.maxPrice ?? p.price) ?? 'Price on request'}
                </p>
                {p.description && <p className="small muted line-clamp-2">{p.description}</p>}
              </div>
              <button
                type="button"
                className="btn btn-ghost btn-sm danger-text"
                disabled={removingId === p.id}
                aria-label={`Remove ${p.name}`}
                onClick={() => void remove(p)}
              >
                {removingId === p.id ? 'Removing…' : 'Remove'}
              </button>
            </li>
          ))}
        </ul>
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
