/**
 * Settings › Language on a signed-in account (client/lib/account-locale.ts): the choice goes to the
 * account through PUT /api/user/profile and the stored user takes the answer; a session that starts
 * on a device with no choice takes the account's language.
 */
import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE } from '../../sync/locales';
import SettingsScreen from '../features/user/settings-screen';
import { jsonResponse, stubFetch } from '../test-support/json-response';
import { renderInRouter } from '../test-support/render-at';
import { signInAs, testUser } from '../test-support/test-user';
import { adoptAccountLocale } from './account-locale';
import { activateLocale, chosenLocale } from './locale';
import { clearSession, getSession } from './session';

const user = testUser({ language: 'en' });

/** Answers the profile's PUT with the account as saved, and the settings card's GET with its settings. */
function server() {
  return stubFetch(
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/api/user/profile') && init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { language: string };
        return jsonResponse({ success: true, message: 'Profile updated', user: { ...user, language: body.language } });
      }
      if (url.includes('/api/alerts/settings'))
        return jsonResponse({ kinds: ['quote'], kindsOff: [], quietFrom: 21, quietTo: 7, devices: [] });
      return jsonResponse({ success: true });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${LOCALE_COOKIE}=; max-age=0; path=/`;
});
afterEach(() => {
  clearSession();
  localStorage.clear();
  void activateLocale('en');
});

it("saves the language chosen in the user's Settings to the account", async () => {
  signInAs(user);
  const fetchMock = server();
  renderInRouter(<SettingsScreen />);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sw');
  await waitFor(() => expect(getSession().user?.language).toBe('sw'));
  const put = fetchMock.mock.calls.find(
    ([url, init]) => String(url).endsWith('/api/user/profile') && init?.method === 'PUT',
  );
  expect(JSON.parse(String(put?.[1]?.body))).toEqual({ language: 'sw' });
  // the device keeps the choice too, and the app shows it
  expect(chosenLocale()).toBe('sw');
  expect(i18n.locale).toBe('sw');
});

it("lets a device with no choice take the account's language when a session starts, and keeps a device's own", async () => {
  await adoptAccountLocale(testUser({ language: 'lg' }));
  expect(chosenLocale()).toBe('lg');
  expect(i18n.locale).toBe('lg');

  // a device that chose keeps its choice
  await adoptAccountLocale(testUser({ language: 'sw' }));
  expect(chosenLocale()).toBe('lg');
  // an account without a language changes nothing
  localStorage.clear();
  await adoptAccountLocale(testUser({ language: null }));
  expect(chosenLocale()).toBeUndefined();
});
