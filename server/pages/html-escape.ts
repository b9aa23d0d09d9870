/**
 * Text made safe for the place it goes in a server-rendered page (server/pages/page-html.ts), one
 * function per context. Each replaces characters through a function, never a replacement string.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text between tags (a title): no character can open a tag or an entity. */
export const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => ENTITIES[c]!);

/** A quoted attribute's value (a URL included, once it is a whole address we made). */
export const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON inside a script element: `<`, `>` and `&` as `\u` escapes, so no text can close the element
 * or open a comment (`</script>`, `<!--`), and the line separators a JavaScript parser would stop at.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
