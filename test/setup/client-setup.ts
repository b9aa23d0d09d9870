import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetConnectivity } from '../../client/lib/connectivity';
import { queryClient } from '../../client/lib/server-state';

afterEach(() => {
  cleanup();
  // a test's stubbed fetch or navigator is never the next test's
  vi.unstubAllGlobals();
  // one server-state client per page (client/lib/server-state.ts): no answer leaks into the next test
  queryClient.clear();
  // a failed call in one test leaves the next one online, with no probe waiting
  resetConnectivity();
});
