import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { getMeta } from '../store/db';
import { accountKey, keepServerState, queryClient } from './server-state';

it('keeps an answer that arrived while the kept answers were still being read', async () => {
  keepServerState();
  // the restore reads IndexedDB first: this answer lands before anything listens to the cache
  queryClient.setQueryData(accountKey(['all-deliveries']), { deliveries: ['first'] });
  await waitFor(async () => expect(JSON.stringify(await getMeta('serverState', null))).toContain('all-deliveries'), {
    timeout: 3000,
  });
});

it('keeps answers that arrive after the restore as they arrive', async () => {
  keepServerState();
  await waitFor(async () => expect(await getMeta('serverState', null)).not.toBeNull());
  queryClient.setQueryData(accountKey(['all-reviews']), { reviews: ['later'] });
  await waitFor(async () => expect(JSON.stringify(await getMeta('serverState', null))).toContain('all-reviews'), {
    timeout: 3000,
  });
});
