import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WhenNeeded } from '../../sync/schemas/search';

/**
 * When the customer needs the job done (sync/schemas/search.ts `WHEN_NEEDED`), in the reader's
 * language: on the request form and card, and on the vendor's lead.
 */
export const WHEN_NEEDED_MESSAGE: Record<WhenNeeded, MessageDescriptor> = {
  today: msg`Today`,
  'this-week': msg`This week`,
  'this-month': msg`This month`,
  flexible: msg`Flexible`,
};
