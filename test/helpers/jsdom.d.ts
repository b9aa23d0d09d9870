/** The part of jsdom the security suite parses pages with (the package ships no types). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
