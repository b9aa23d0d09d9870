/**
 * Profile completeness on My Business (docs/screens.md "My Business"): how much of the
 * profile customers see is filled in, and the short actions that would fill the rest. Pure, so the
 * meter reads the vendor's business with its queued edits (client/store/local-views.ts) offline too.
 */
import { t } from '@lingui/core/macro';
import { hasHours } from '../business-profile/opening-hours';
import type { BusinessRecord, ProductRecord } from '../../../sync/schemas/pull';

type ProductLike = Pick<ProductRecord, 'price' | 'minPrice' | 'maxPrice' | 'image'> & { imageBlob?: Blob };
export type CompletenessInput = Pick<
  BusinessRecord,
  'logo' | 'description' | 'tagline' | 'whatsapp' | 'email' | 'district' | 'city' | 'hours'
> & { logoBlob?: Blob; products?: readonly ProductLike[] | null };

type CompletenessItem = { key: string; action: string; done: boolean };
export type Completeness = { percent: number; items: CompletenessItem[]; missing: CompletenessItem[] };

const filled = (text: string | null | undefined) => !!text && text.trim() !== '';

/** The actions read in the reader's language: call it while rendering, never at module level. */
export function profileCompleteness(business: CompletenessInput): Completeness {
  const products = business.products ?? [];
  const items: CompletenessItem[] = [
    { key: 'logo', action: t`Add a logo`, done: filled(business.logo) || !!business.logoBlob },
    { key: 'description', action: t`Write a description`, done: filled(business.description) },
    { key: 'tagline', action: t`Add a tagline`, done: filled(business.tagline) },
    { key: 'whatsapp', action: t`Add your WhatsApp number`, done: filled(business.whatsapp) },
    { key: 'email', action: t`Add an e-mail address`, done: filled(business.email) },
    {
      key: 'place',
      action: t`Add your district and town`,
      done: filled(business.district) && filled(business.city),
    },
    { key: 'hours', action: t`Set your opening hours`, done: hasHours(business.hours) },
    {
      key: 'price',
      action: t`Add a product or service with a price`,
      done: products.some((p) => p.price !== null || p.minPrice !== null || p.maxPrice !== null),
    },
    {
      key: 'image',
      action: t`Add a photo to a product or service`,
      done: products.some((p) => filled(p.image) || !!p.imageBlob),
    },
  ];
  const done = items.filter((i) => i.done).length;
  return { percent: Math.round((done / items.length) * 100), items, missing: items.filter((i) => !i.done) };
}
