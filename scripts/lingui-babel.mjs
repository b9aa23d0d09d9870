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
  const compiled = (value) => t.valueToNode(compileMessage(value));
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
              path.node.value = compiled(path.node.value.value);
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
              path.node.value = t.jsxExpressionContainer(compiled(text));
            },
          });
        },
      },
    },
  };
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
