/** Written by sw/signed-in-areas-plugin.ts at build: per signed-in area, the URL paths of its files. */
declare module 'virtual:soko-signed-in-areas' {
  const areaUrls: Record<string, string[]>;
  export default areaUrls;
}
