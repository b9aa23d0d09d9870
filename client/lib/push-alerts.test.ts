/**
 * "Turn on notifications" (docs/product.md "Alerts") when the browser's push service cannot be
 * reached: the browser's subscribe never settles, so the step gives up after
 * PUSH_SUBSCRIBE_TIMEOUT_MS with a message that says what to do, instead of waiting for minutes.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PUSH_SUBSCRIBE_TIMEOUT_MS } from '../../sync/constants';
import { stubFetchJson } from '../test-support/json-response';
import { PUSH_SERVICE_SILENT, turnOnPush } from './push-alerts';

const subscribe = vi.fn();

beforeEach(() => {
  // a phone whose browser can push, and a push service that never answers
  subscribe.mockImplementation(() => new Promise(() => undefined));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  stubFetchJson({
    success: true,
    publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

it('gives up after PUSH_SUBSCRIBE_TIMEOUT_MS with a clear error when the push service is silent', async () => {
  vi.useFakeTimers();
  const outcome = turnOnPush();
  const settled = vi.fn();
  outcome.then(settled, settled);
  await vi.advanceTimersByTimeAsync(PUSH_SUBSCRIBE_TIMEOUT_MS - 1);
  expect(subscribe).toHaveBeenCalled();
  expect(settled).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  await expect(outcome).rejects.toThrow(PUSH_SERVICE_SILENT);
});
