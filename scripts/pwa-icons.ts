// The home-screen icons of the installable portal (public/icons/, named in vite.config.ts's
// web app manifest): the warehouse pictogram in white on the portal's blue, drawn by Debian's
// Chromium from an SVG. Run again after changing the drawing: npx tsx scripts/pwa-icons.ts
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';

/** The portal's primary blue (src/layout/theme.ts). */
const BLUE = '#1565c0';
/** Material's "Warehouse" pictogram, on a 24-unit grid. */
const WAREHOUSE = 'M22 21V7L12 3 2 7v14h5v-9h10v9zm-11-2H9v2h2zm2-3h-2v2h2zm2 3h-2v2h2z';

/**
 * The icon as SVG: `any` on a rounded square with the pictogram at 60 % of its width;
 * `maskable` full bleed with the pictogram inside the central safe circle (80 % of the width),
 * so a launcher's circle or squircle cuts nothing of it.
 */
function svg(size: number, purpose: 'any' | 'maskable') {
  const glyph = purpose === 'any' ? 0.6 : 0.46;
  const radius = purpose === 'any' ? size * 0.18 : 0;
  const scale = (size * glyph) / 24;
  const offset = (size - size * glyph) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${BLUE}"/>
  <path transform="translate(${offset} ${offset}) scale(${scale})" d="${WAREHOUSE}" fill="#fff"/>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
  // iOS puts its own rounded corners on a full square.
  { file: 'apple-touch-icon-180.png', size: 180, purpose: 'maskable' },
] as const;

const OUT = 'public/icons';
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage();
  for (const { file, size, purpose } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(size, purpose)}</body></html>`,
    );
    await page
      .locator('svg')
      .screenshot({ path: `${OUT}/${file}`, omitBackground: true, animations: 'disabled' });
    console.log(`${OUT}/${file} (${size} px, ${purpose})`);
  }
} finally {
  await browser.close();
}
