/**
 * The field messages of the shared schemas (sync/schemas/*.ts) are Lingui messages, read when a
 * value is checked: in the app's language on the device (client/lib/locale.ts), in English on the
 * server, whose 400 answers stay English (client/first-view/render.tsx gives the instance back as
 * it found it). Lingui refuses to translate before a locale is active, and what imports a schema
 * outside the app and the server's start (Node scripts, the seed, tests of the server) activates
 * none: so a schema module imports this one, which makes English (the messages' own text, no
 * catalog) the language until someone chooses another.
 */
import { i18n } from '@lingui/core';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

/**
 * A message given to a schema builder (textSchema, phoneSchema…): `() => t`…``, called when a
 * value is checked, never when the module loads (or a fixed text). Zod takes it as its `error`
 * param as it is.
 */
export type FieldMessage = string | (() => string);

/** The text of a field message, now. */
export const messageText = (message: FieldMessage): string => (typeof message === 'string' ? message : message());
