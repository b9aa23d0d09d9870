import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ALERT_KIND_LABELS } from '../../../sync/alert-kind-labels';
import { alertSettingsSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../../sync/schemas/alerts';
import type { AppEnv, Deps } from '../../context';
import { validate } from '../../http/validate';
import { readUnsubscribe } from './alert-email';
import { getAlertSettings, putAlertSettings, turnKindOff } from './alert-settings';
import { subscribe, unsubscribe } from './push-subscriptions';
import { signedInOnly } from '../../auth/permissions';
import { loadLocales } from '../../i18n/catalogs';
import { requestLocale } from '../../i18n/request-locale';

const noStore = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
};

/** /api/push: the key devices subscribe with, and this device's subscription. */
export const pushRoutes = new Hono<AppEnv>()
  .get('/public-key', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ success: true, publicKey: c.var.deps.config.push.publicKey });
  })
  .use('/subscriptions', noStore)
  .post('/subscriptions', signedInOnly, validate('json', pushSubscriptionSchema), async (c) => {
    await subscribe(c.var.deps, c.var.caller, c.req.valid('json'), c.req.header('user-agent'));
    return c.json({ success: true, message: 'Notifications are on for this device' }, 201);
  })
  .delete('/subscriptions', signedInOnly, validate('json', pushUnsubscribeSchema), async (c) => {
    await unsubscribe(c.var.deps, c.var.caller, c.req.valid('json').endpoint);
    return c.json({ success: true, message: 'Notifications are off for this device' });
  });

/** /api/alerts/settings: Settings' kinds, quiet hours and devices. */
export const alertSettingsRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get('/settings', async (c) => c.json({ success: true, ...(await getAlertSettings(c.var.deps, c.var.caller)) }))
  .put('/settings', signedInOnly, validate('json', alertSettingsSchema), async (c) =>
    c.json({ success: true, ...(await putAlertSettings(c.var.deps, c.var.caller, c.req.valid('json'))) }),
  );

const unsubscribeQuery = z.object({
  u: z.string().optional(),
  k: z.string().optional(),
  e: z.string().optional(),
  t: z.string().optional(),
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page in the reader's language (server/i18n/request-locale.ts); `body` is HTML already escaped. */
function page(i18n: I18n, title: string, body: string): string {
  const heading = escapeHtml(title);
  return `<!doctype html><html lang="${i18n.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${heading} · Soko Uganda</title></head><body><main><h1>${heading}</h1>${body}<p><a href="/">Soko Uganda</a></p></main></body></html>`;
}

const text = (line: string) => `<p>${escapeHtml(line)}</p>`;

/**
 * /unsubscribe, the link of every alert e-mail (alert-email.ts): outside /api because mail
 * clients POST it as a form (RFC 8058 one-click), and a person opens it as a page. Opening it
 * (GET) asks for the click, since mail scanners open links on their own; the POST turns the
 * kinds off. The signed link is the authority: no sign-in needed.
 */
export function mountUnsubscribe(app: Hono<AppEnv>, deps: Deps): void {
  app.on(['GET', 'POST'], '/unsubscribe', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Accept-Language, Cookie', { append: true });
    const i18n = (await loadLocales())[requestLocale(c).locale];
    const query = unsubscribeQuery.safeParse(c.req.query());
    const link = query.success ? readUnsubscribe(deps.config, query.data, deps.now()) : null;
    if (!link)
      return c.html(
        page(
          i18n,
          i18n._(msg`This link does not work`),
          text(i18n._(msg`Open Settings in the app to choose your alerts.`)),
        ),
        400,
      );
    const names = link.kinds.map((k) => i18n._(ALERT_KIND_LABELS[k]).toLocaleLowerCase()).join(', ');
    if (c.req.method === 'GET') {
      const action = escapeHtml(`/unsubscribe?${new URL(c.req.url).searchParams}`);
      const stop = escapeHtml(i18n._(msg`Stop these e-mails`));
      return c.html(
        page(
          i18n,
          i18n._(msg`Stop these e-mails?`),
          `${text(i18n._(msg`You will no longer get alerts about ${names}.`))}<form method="post" action="${action}"><button type="submit">${stop}</button></form>`,
        ),
      );
    }
    for (const kind of link.kinds) await turnKindOff(deps.db, link.userId, kind);
    return c.html(
      page(
        i18n,
        i18n._(msg`You are unsubscribed`),
        text(i18n._(msg`You will no longer get alerts about ${names}. You can turn them on again in Settings.`)),
      ),
    );
  });
}
