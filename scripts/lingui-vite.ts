/**
 * Lingui in Vite and Vitest (docs/decisions/014-three-languages-with-lingui.md): the files that use a macro pass through
 * Babel (scripts/lingui-babel.mjs) before React's transform, and `import('…/lg.po')` compiles a
 * catalog into a module of its own.
 */
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';
import { linguiBabelPlugins, USES_MACRO } from './lingui-babel.mjs';

export function linguiPlugins(): PluginOption[] {
  return [
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: linguiBabelPlugins },
          // every other file skips Babel
          rolldown: { filter: { code: USES_MACRO } },
        }),
      ],
    }),
    lingui(),
  ];
}
