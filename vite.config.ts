import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/** The portal's primary blue (src/layout/theme.ts): the phone's status bar and splash screen. */
const THEME_COLOUR = '#1565c0';

/**
 * The manifest's words, those of the Thai catalogue (i18n/th-app.ts: app.name,
 * app.pwa.short_name, app.login.subtitle), which tests/e2e/pwa.spec.ts holds them to. Written
 * out here: the config loads no module of the app.
 */
const MANIFEST_TEXTS = {
  name: 'ระบบบริหารคลังสินค้า',
  short_name: 'คลังสินค้า',
  description: 'ระบบบริหารคลังสินค้าและการจัดส่งสำหรับร้านค้าออนไลน์',
};

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset beside it, served as they are by the server
    // (@fastify/static preCompressed): no compression work per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      // The barcode decoder's WebAssembly (zxing-wasm) too: 946 KB, about 410 KB compressed.
      include: /\.(html|xml|css|json|js|mjs|svg|yaml|yml|toml|wasm)$/,
    }),
    // Installable on a phone's home screen: the web app manifest, and a service worker that
    // keeps the built shell (src/pwa/register.ts registers it after the page has loaded).
    VitePWA({
      injectRegister: false,
      manifest: {
        id: '/',
        ...MANIFEST_TEXTS,
        lang: 'th',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: THEME_COLOUR,
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      includeAssets: ['icons/apple-touch-icon-180.png'],
      workbox: {
        // The shell: index.html, every script and style chunk, the Sarabun font (browsers take
        // its woff2) and the icons (from the manifest).
        globPatterns: ['**/*.{html,js,css,woff2}'],
        // No cached page for a navigation while online: only a navigation that fails (no
        // connection) is answered with the kept index.html. A bare `/` is not matched to it.
        navigateFallback: null,
        directoryIndex: null,
        runtimeCaching: [
          {
            // The API, the sandboxes and the development pages are never answered from a cache
            // and have no route here, so the worker leaves them to the network.
            urlPattern: ({ request, url, sameOrigin }) =>
              request.mode === 'navigate' &&
              sameOrigin &&
              !/^\/(api|sandbox|dev)(\/|$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
        ],
        // The page is asked of the network while the worker starts, not after: a navigation
        // through an idle worker waited for it to boot first.
        navigationPreload: true,
        cleanupOutdatedCaches: true,
        // A new deployment's worker takes over at once, open pages included: the next screen
        // opened is the new portal's, as it is without a worker.
        skipWaiting: true,
        clientsClaim: true,
        // One file: the server sends sw.js like the other files at the root of dist.
        inlineWorkboxRuntime: true,
      },
    }),
  ],
  resolve: {
    // Polyfills of what every supported browser has (src/shims/): smaller sign-in JavaScript.
    alias: {
      'object.entries': fileURLToPath(new URL('src/shims/objectEntries.cjs', import.meta.url)),
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000' } },
});
