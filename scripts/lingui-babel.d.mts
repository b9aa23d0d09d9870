export const USES_MACRO: RegExp;
export const linguiBabelPlugins: unknown[];
export function transformMacros(source: string, filename: string): Promise<string>;
