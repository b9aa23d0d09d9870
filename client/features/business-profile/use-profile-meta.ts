import type { BusinessRecord } from '../../../sync/schemas/pull';
import { useDocumentMeta } from '../../lib/document-meta';

/** Title, description and keywords from name, rating, category, place, reviews and contact. */
export function profileMeta(b: BusinessRecord) {
  const place = [b.city, b.district].filter(Boolean).join(', ');
  const where = place ? ` in ${place}` : ' in Uganda';
  const rating = `${b.rating.toFixed(1)}★ (${b.totalReviews} ${b.totalReviews === 1 ? 'review' : 'reviews'})`;
  const contact = [b.whatsapp && `WhatsApp ${b.whatsapp}`, b.email].filter(Boolean).join(' or ');
  return {
    title: `${b.name} - ${b.category.name}${where} | ${rating}`,
    description: [
      `${b.name}: ${b.tagline || b.category.name}${where}.`,
      `Rated ${b.rating.toFixed(1)}/5 from ${b.totalReviews} ${b.totalReviews === 1 ? 'review' : 'reviews'}.`,
      contact && `Contact on ${contact}.`,
    ]
      .filter(Boolean)
      .join(' '),
    keywords: [b.name, b.category.name, b.subCategory, b.city, b.district, 'Uganda', `${b.category.name} reviews`]
      .filter(Boolean)
      .join(', '),
  };
}

export function useProfileMeta(business: BusinessRecord | null | undefined) {
  const meta = business ? profileMeta(business) : { title: 'Business profile' };
  useDocumentMeta({ ...meta, exactTitle: Boolean(business) });
}
