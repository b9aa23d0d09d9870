import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WhenNeeded } from '../../../sync/schemas/search';

/**
 * When the customer needs the job done, in the reader's language: the same English words as
 * `WHEN_NEEDED_LABEL` (sync/schemas/search.ts), as messages the catalogs translate.
 */
export const WHEN_NEEDED_MESSAGE: Record<WhenNeeded, MessageDescriptor> = {
  today: msg`Today`,
  'this-week': msg`This week`,
  'this-month': msg`This month`,
  flexible: msg`Flexible`,
};
