/**
 * A value this device keeps for itself in localStorage, as JSON: the home page's last answer,
 * the data meter, the place of the last request, a vendor's declined leads. Storage may be
 * blocked (private mode) or full and a value damaged: reading then gives `fallback` and writing
 * gives up, and the caller carries on without it (the home page fetches again, the meter misses
 * those bytes, the choice lasts for this page only). Tiny on purpose: the home route imports it.
 */
export function readStoredJson<T>(key: string, fallback: T): T {
  try {
    const saved = localStorage.getItem(key);
    return saved === null ? fallback : (JSON.parse(saved) as T);
  } catch {
    return fallback;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // blocked or full: see above
  }
}
