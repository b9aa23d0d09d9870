/**
 * A district field (docs/product.md "Places"): one of Uganda's districts (sync/places.ts), as the
 * list spells it. "kampala", "Kampala District" and "Luwero" are read as theirs; any other text
 * is refused with a field message, over REST and for a replayed offline write alike, since both
 * parse with these schemas.
 */
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { matchDistrict } from '../places';
import '../i18n-default';

export const DISTRICT_UNKNOWN = 'Please choose a district of Uganda';

// the English above, in the language active when a value is checked (sync/i18n-default.ts)
const districtRequired = () => t`Please choose your district`;
const districtUnknown = () => t`Please choose a district of Uganda`;

const listed = z
  .string({ error: districtRequired })
  .trim()
  .min(1, { error: districtRequired })
  .max(80, { error: districtUnknown })
  .transform((name, ctx) => {
    const known = matchDistrict(name);
    if (!known) ctx.addIssue({ code: 'custom', message: districtUnknown() });
    return known ?? name;
  });

/** A district that must be given (a request for quotes). */
export const districtSchema = listed;

/** A district that may be left out or cleared (a business profile): blank is null. */
export const optionalDistrictSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  listed.nullish(),
);
