import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { queryClient } from '../../client/lib/server-state';

afterEach(() => {
  cleanup();
  // one server-state client per page (client/lib/server-state.ts): no answer leaks into the next test
  queryClient.clear();
});
