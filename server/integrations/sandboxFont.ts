import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { th } from '../../i18n/th';

/**
 * The app's Thai web font (Sarabun, from @fontsource/sarabun) for the pages the server
 * renders itself, such as the sandbox national digital ID page: a machine without Thai
 * system fonts would otherwise show every Thai letter as a box. The font files are served
 * from this origin (Content-Security-Policy font-src 'self'); `SARABUN_FONT_FACES` is the
 * CSS that names them, split by script as the package does so each file loads only when
 * the page has letters of its range.
 */

export const FONT_PATH = '/sandbox/fonts';

const require = createRequire(import.meta.url);
const SUBSETS = ['thai', 'latin'] as const;
const WEIGHTS = [400, 600] as const;
const ranges = require('@fontsource/sarabun/unicode.json') as Record<
  (typeof SUBSETS)[number],
  string
>;

const faces = SUBSETS.flatMap((subset) =>
  WEIGHTS.map((weight) => {
    const file = `sarabun-${subset}-${weight}-normal.woff2`;
    return { file, weight, range: ranges[subset] };
  }),
);

/** The woff2 files by name, read once (about 43 KB together). */
const files = new Map(
  faces.map(({ file }) => [
    file,
    readFileSync(require.resolve(`@fontsource/sarabun/files/${file}`)),
  ]),
);

export const SARABUN_FONT_FACES = faces
  .map(
    ({ file, weight, range }) =>
      `@font-face{font-family:'Sarabun';font-style:normal;font-display:swap;font-weight:${weight};` +
      `src:url(${FONT_PATH}/${file}) format('woff2');unicode-range:${range}}`,
  )
  .join('\n');

/** GET /sandbox/fonts/<file>.woff2: the Sarabun files above, nothing else. */
export function registerSarabunFont(app: FastifyInstance) {
  // Every sandbox page uses the font; the route is registered once.
  if (app.hasRoute({ method: 'GET', url: `${FONT_PATH}/:file` })) return;
  app.get<{ Params: { file: string } }>(`${FONT_PATH}/:file`, async (req, reply) => {
    const font = files.get(req.params.file);
    if (!font) return reply.code(404).send({ code: 404, message: th.server.not_found });
    return reply
      .header('content-type', 'font/woff2')
      .header('cache-control', 'public, max-age=86400')
      .send(font);
  });
}
