/**
 * The signed-in account's language (docs/product.md "Languages"): Settings › Language saves the
 * device's choice to the account too (PUT /api/user/profile, the profile's one path), for the
 * e-mails the account gets; and a device with no choice of its own takes the account's when a
 * session starts on it.
 */
import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import type { Locale } from '../../sync/locales';
import type { PublicUser } from '../../sync/schemas/auth';
import { api } from './api-client';
import { chooseLocale, chosenLocale } from './locale';
import { getSession, updateUser } from './session';

/** Keeps `locale` as the signed-in account's language; the stored user takes the answer. */
async function saveAccountLocale(locale: Locale): Promise<void> {
  const { isAuthenticated, user } = getSession();
  if (!isAuthenticated || user?.language === locale) return;
  const saved = await api('/user/profile', {
    method: 'PUT',
    json: { language: locale },
    fallback: t`Could not save your language`,
  });
  updateUser(saved.user);
}

/** A session starts: a device with no language chosen shows the account's, if it has one. */
export async function adoptAccountLocale(user: PublicUser): Promise<void> {
  if (chosenLocale() || !user.language) return;
  await chooseLocale(user.language);
}

/**
 * Settings › Language's `onChosen` for a signed-in account, and the error to show when the
 * account could not take it (the device keeps the choice either way).
 */
export function useSaveAccountLocale(): { save: (locale: Locale) => void; error: string | null } {
  const [error, setError] = useState<string | null>(null);
  const save = useCallback((locale: Locale) => {
    setError(null);
    saveAccountLocale(locale).catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  }, []);
  return { save, error };
}
