import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import { resetConnectivity } from '../../client/lib/connectivity';
import { queryClient } from '../../client/lib/server-state';

// Every screen reads its messages from Lingui's provider, as in client/main.tsx: English, whose
// messages are compiled in the code (scripts/lingui-babel.mjs).
i18n.loadAndActivate({ locale: 'en', messages: {} });
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof import('@testing-library/react')>();
  const withLingui =
    (Inner?: ComponentType<{ children: ReactNode }>) =>
    ({ children }: { children: ReactNode }) =>
      createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
  return {
    ...rtl,
    render: ((ui: ReactNode, options?: RenderOptions) =>
      rtl.render(ui, { ...options, wrapper: withLingui(options?.wrapper) })) as typeof rtl.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: RenderHookOptions<unknown>) =>
      rtl.renderHook(hook, { ...options, wrapper: withLingui(options?.wrapper) })) as typeof rtl.renderHook,
  };
});

afterEach(() => {
  cleanup();
  // a test's stubbed fetch or navigator is never the next test's
  vi.unstubAllGlobals();
  // one server-state client per page (client/lib/server-state.ts): no answer leaks into the next test
  queryClient.clear();
  // a failed call in one test leaves the next one online, with no probe waiting
  resetConnectivity();
});
