/**
 * Alerts (client/lib/push-alerts.ts, sw/push-alerts.ts): the page keeps the signed-in account's id
 * in this cache entry, and the worker shows a push only when it is for that account. A tapped
 * notification asks an open page to show its screen with PUSH_OPEN_MESSAGE.
 */
export const PUSH_ACCOUNT_CACHE = 'soko-push-account';
export const PUSH_ACCOUNT_URL = '/__soko/push-account';
export const PUSH_OPEN_MESSAGE = 'soko-open';
