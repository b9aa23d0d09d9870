import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SITE_NAME, businessPath } from '../../../sync/public-pages';
import type { BusinessRecord, ProductRecord } from '../../../sync/schemas/pull';
import { ChatIcon, MailIcon } from '../../components/icons';
import { ShareButton } from '../../components/share-button';
import { Modal } from '../../components/modal';
import { formatDate, formatDateTime } from '../../lib/format';
import { useSiteUrl } from '../../lib/site-origin';
import { mailtoLink, productEnquirySubject, productMessage, whatsappLink } from './contact-links';
import { priceText } from './price-text';

/**
 * A product in detail (docs/screens.md "Business profile"): large image, dates, price, currency,
 * description, contact. The server sends a shared profile with a copy of each, which the page's
 * loader opens before the app runs (client/first-view/tap-copies.tsx): its dates are marked
 * (`data-clock`) to be said again in the phone's time zone.
 */
export function ProductModal({
  product,
  business,
  onClose,
}: {
  product: ProductRecord;
  business: BusinessRecord;
  onClose: () => void;
}) {
  const [broken, setBroken] = useState(false);
  const { t } = useLingui();
  const price = priceText(product);
  const businessName = business.name;
  const productName = product.name;
  // the profile's services list: a product has no page of its own
  const url = useSiteUrl(`${businessPath(business)}#services`);
  return (
    <Modal title={product.name} onClose={onClose}>
      {product.image && !broken && (
        <img
          className="product-large"
          src={product.image}
          alt={product.name}
          width={800}
          height={600}
          decoding="async"
          onError={() => setBroken(true)}
        />
      )}
      <p className="product-modal-price">{price}</p>
      <dl className="product-facts">
        <dt>
          <Trans>Currency</Trans>
        </dt>
        <dd>{product.currency === 'UGX' ? 'USh (UGX)' : product.currency}</dd>
        <dt>
          <Trans>Listed</Trans>
        </dt>
        <dd>
          <time dateTime={product.createdAt} data-clock="date">
            {formatDate(product.createdAt)}
          </time>
        </dd>
        <dt>
          <Trans>Updated</Trans>
        </dt>
        <dd>
          <time dateTime={product.updatedAt} data-clock="date-time">
            {formatDateTime(product.updatedAt)}
          </time>
        </dd>
      </dl>
      {product.description && <p>{product.description}</p>}
      <p className="muted small">{t`Offered by ${businessName}`}</p>
      <div className="btn-row">
        {business.whatsapp && (
          <a
            className="btn btn-whatsapp"
            href={whatsappLink(business.whatsapp, productMessage(business.name, product.name, price))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ChatIcon /> WhatsApp
          </a>
        )}
        {business.email && (
          <a
            className="btn btn-outline"
            href={mailtoLink(
              business.email,
              productEnquirySubject(product.name),
              productMessage(business.name, product.name, price),
            )}
          >
            <MailIcon /> <Trans>Email</Trans>
          </a>
        )}
        <ShareButton
          className="btn btn-outline"
          url={url}
          title={product.name}
          pitch={t`${productName} (${price}) from ${businessName} on ${SITE_NAME}`}
        />
      </div>
    </Modal>
  );
}
