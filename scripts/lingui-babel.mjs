/**
 * How our source reaches the browser and Node with its messages (docs/decisions/014-three-languages-with-lingui.md):
 * Lingui's macros (`t`, `plural`, `<Trans>` from `@lingui/*\/macro`) become runtime calls, and
 * each English message is compiled where it stands, so English needs no catalog on the first
 * screen. Used by Vite and Vitest (vite.config.ts, vitest.config.ts), by the server under tsx
 * (server/i18n/node-hooks.mjs) and by its production bundle (scripts/build-server.ts). Plain
 * JavaScript: Node's module hooks load it before any TypeScript loader can.
 */
import { transformAsync, types as t } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** Files that use a macro, and so must pass through Babel first. */
export const USES_MACRO = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * After the macro: `message: "Hello {name}"` beside an `id` becomes the compiled message
 * (`["Hello ", ["name"]]`), which @lingui/core interpolates without a message compiler: its
 * production build carries none, and the English message is the fallback for every id.
 */
function compileSourceMessages() {
  const hasId = (props, keyOf) => props.some((p) => keyOf(p) === 'id');
  return {
    name: 'soko-compile-source-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectProperty(path) {
              const key = path.node.key;
              const name = t.isIdentifier(key) ? key.name : t.isStringLiteral(key) ? key.value : undefined;
              if (name !== 'message' || !t.isStringLiteral(path.node.value)) return;
              const object = path.parentPath;
              if (!object.isObjectExpression()) return;
              const keyOf = (p) =>
                t.isObjectProperty(p) ? (t.isIdentifier(p.key) ? p.key.name : p.key.value) : undefined;
              if (!hasId(object.node.properties, keyOf)) return;
              const message = compileMessage(path.node.value.value);
              // <Trans {...{ id, message, values }} />, as the macro writes it (not t's string)
              if (object.parentPath.isJSXSpreadAttribute()) {
                const values = object.node.properties.find((p) => keyOf(p) === 'values');
                if (values) valuesAsElements(values.value, message);
              }
              path.node.value = t.valueToNode(message);
            },
            JSXAttribute(path) {
              if (!t.isJSXIdentifier(path.node.name, { name: 'message' })) return;
              const value = path.node.value;
              const text = t.isStringLiteral(value)
                ? value.value
                : t.isJSXExpressionContainer(value) && t.isStringLiteral(value.expression)
                  ? value.expression.value
                  : undefined;
              if (text === undefined) return;
              const element = path.parentPath;
              const keyOf = (a) => (t.isJSXAttribute(a) && t.isJSXIdentifier(a.name) ? a.name.name : undefined);
              if (!element.isJSXOpeningElement() || !hasId(element.node.attributes, keyOf)) return;
              const message = compileMessage(text);
              const values = element.node.attributes.find(
                (a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'values' }),
              );
              if (values && t.isJSXExpressionContainer(values.value))
                valuesAsElements(values.value.expression, message);
              path.node.value = t.jsxExpressionContainer(t.valueToNode(message));
            },
          });
        },
      },
    },
  };
}

/** The names a compiled message uses as plain `{name}` placeholders, not as plural, select or number arguments. */
function plainArguments(compiled) {
  const plain = new Set();
  const formatted = new Set();
  const visit = (node) => {
    if (!Array.isArray(node)) return;
    if (node.length === 1 && typeof node[0] === 'string') plain.add(node[0]);
    else if (node.length >= 2 && typeof node[0] === 'string' && typeof node[1] === 'string') {
      formatted.add(node[0]);
      const options = node[2];
      if (options && typeof options === 'object' && !Array.isArray(options))
        Object.values(options).forEach((branch) => (Array.isArray(branch) ? branch.forEach(visit) : undefined));
      return;
    }
    node.forEach(visit);
  };
  visit(compiled);
  return new Set([...plain].filter((name) => !formatted.has(name)));
}

/**
 * `<Trans>` reads tags (`<b>…</b>`, `<0/>`) in its message after the values are put in, so a
 * value a person typed (a business's name, a review) that looks like a tag would be taken for an
 * element and dropped. Each plain value is therefore passed as an element of its own (`<>{name}</>`),
 * which `<Trans>` places without reading it; plural, select and number arguments stay values.
 */
function valuesAsElements(values, compiled) {
  if (!t.isObjectExpression(values)) return;
  const plain = plainArguments(compiled);
  for (const prop of values.properties) {
    if (!t.isObjectProperty(prop) || t.isJSXElement(prop.value) || t.isJSXFragment(prop.value)) continue;
    const key = t.isIdentifier(prop.key)
      ? prop.key.name
      : t.isStringLiteral(prop.key) || t.isNumericLiteral(prop.key)
        ? String(prop.key.value)
        : undefined;
    if (key === undefined || !plain.has(key)) continue;
    prop.shorthand = false;
    prop.value = t.jsxFragment(t.jsxOpeningFragment(), t.jsxClosingFragment(), [t.jsxExpressionContainer(prop.value)]);
  }
}

/** Babel plugins for @rolldown/plugin-babel, in order. */
export const linguiBabelPlugins = [[linguiMacro, { stripMessageField: false }], compileSourceMessages];

/**
 * One TypeScript file's macros turned into calls, its types and JSX left for the next step
 * (esbuild): returns the source unchanged when it uses no macro.
 */
export async function transformMacros(source, filename) {
  if (!USES_MACRO.test(source)) return source;
  const result = await transformAsync(source, {
    filename,
    babelrc: false,
    configFile: false,
    // line numbers in stack traces stay those of the file
    retainLines: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: linguiBabelPlugins,
  });
  if (typeof result?.code !== 'string') throw new Error(`Lingui's macros did not transform ${filename}`);
  return result.code;
}
