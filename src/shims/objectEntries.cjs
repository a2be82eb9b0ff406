/**
 * `object.entries` (node-polyglot's one polyfill, which it requires as CommonJS) as the
 * browser's own Object.entries: every browser the portal supports has it, and the polyfill
 * brings es-abstract's intrinsics (about 3 KB gzip) into the JavaScript the sign-in page loads.
 * vite.config.ts points the package here.
 */
/* global module */
module.exports = Object.entries;
