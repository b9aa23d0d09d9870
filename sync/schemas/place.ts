/**
 * A district field (docs/product.md "Places"): one of Uganda's districts (sync/places.ts), as the
 * list spells it. "kampala", "Kampala District" and "Luwero" are read as theirs; any other text
 * is refused with a field message, over REST and for a replayed offline write alike, since both
 * parse with these schemas.
 */
import { z } from 'zod';
import { matchDistrict } from '../places';

export const DISTRICT_REQUIRED = 'Please choose your district';
export const DISTRICT_UNKNOWN = 'Please choose a district of Uganda';

const listed = z
  .string({ error: DISTRICT_REQUIRED })
  .trim()
  .min(1, DISTRICT_REQUIRED)
  .max(80, DISTRICT_UNKNOWN)
  .transform((name, ctx) => {
    const known = matchDistrict(name);
    if (!known) ctx.addIssue({ code: 'custom', message: DISTRICT_UNKNOWN });
    return known ?? name;
  });

/** A district that must be given (a request for quotes). */
export const districtSchema = listed;

/** A district that may be left out or cleared (a business profile): blank is null. */
export const optionalDistrictSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  listed.nullish(),
);
