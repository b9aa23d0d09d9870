import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { BusinessRecord, ProductRecord } from '../../../sync/schemas/pull';
import { smallImagePath } from '../../../sync/image-path';
import { initials } from '../../lib/format';
import { priceText } from './price-text';
import { ProductModal } from './product-modal';

function ProductImage({ product }: { product: ProductRecord }) {
  const [broken, setBroken] = useState(false);
  if (!product.image || broken) {
    return (
      <span className="product-thumb product-thumb-empty" aria-hidden="true">
        {initials(product.name)}
      </span>
    );
  }
  return (
    <img
      className="product-thumb"
      src={smallImagePath(product.image)}
      alt=""
      width={160}
      height={120}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

/** The services/products grid; a card opens the detail dialog. */
export function ProductGrid({ business }: { business: BusinessRecord }) {
  const [open, setOpen] = useState<ProductRecord | null>(null);
  if (business.products.length === 0) {
    return (
      <p className="state-box">
        <Trans>This business has not listed any services or products yet.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="product-grid">
        {business.products.map((p) => (
          <li key={p.id}>
            <button type="button" className="card product-card" onClick={() => setOpen(p)} aria-haspopup="dialog">
              <ProductImage product={p} />
              <span className="product-card-body">
                <span className="product-name">{p.name}</span>
                <span className="product-price">{priceText(p)}</span>
                {p.description && <span className="muted small line-clamp-2">{p.description}</span>}
                <span className="product-more">
                  <Trans>View details</Trans>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open && <ProductModal product={open} business={business} onClose={() => setOpen(null)} />}
    </>
  );
}
