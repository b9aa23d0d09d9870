/** A Lingui catalog imported as a module: @lingui/vite-plugin compiles the `.po` file (client/lib/locale.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
