import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Thai on the API page (`/api/docs`): the descriptions, messages and examples carry Thai, which
// Swagger UI's fonts lack. The portal's own font, Sarabun (its Thai letters only, by
// unicode-range), goes before each of Swagger UI's font stacks, so Latin text keeps Swagger
// UI's fonts and a machine without a Thai font still shows Thai. The font travels inside the
// style sheet (`data:`, which the portal's Content-Security-Policy allows for fonts): the page
// asks for nothing more.

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** The Thai code points of @fontsource/sarabun's Thai subset. */
const THAI_RANGE = 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC';

function fontFace(weight: number) {
  const file = path.join(
    packageDir('@fontsource/sarabun'),
    'files',
    `sarabun-thai-${weight}-normal.woff2`,
  );
  const data = readFileSync(file).toString('base64');
  return `@font-face{font-family:'Sarabun';font-style:normal;font-weight:${weight};font-display:swap;src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${THAI_RANGE}}`;
}

/**
 * Each rule of `css` that names a font-family, again with Sarabun first (a rule's selectors
 * and family as written; `inherit` is left alone).
 */
export function thaiFirst(css: string): string {
  const rules: string[] = [];
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const family = /font-family:([^;}]+)/.exec(body)?.[1].trim();
    if (!family || family === 'inherit') continue;
    rules.push(`${selectors.trim()}{font-family:'Sarabun',${family}}`);
  }
  return rules.join('\n');
}

/** The style sheet added to Swagger UI's page: Sarabun's Thai at 400 and 700, put first. */
export function thaiStyleSheet(): string {
  const swaggerCss = readFileSync(
    path.join(packageDir('@fastify/swagger-ui'), 'static', 'swagger-ui.css'),
    'utf8',
  );
  return [fontFace(400), fontFace(700), thaiFirst(swaggerCss)].join('\n');
}
