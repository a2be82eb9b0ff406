/**
 * zod compiles object parsers with `new Function` unless told not to, after probing whether
 * eval is allowed. The portal's Content-Security-Policy forbids it, and the browser reports
 * even the probe as a violation. Setting zod's global configuration before zod loads (it
 * is loaded lazily, with the first form) keeps it from trying.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
