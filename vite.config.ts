import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset beside it, served as they are by the server
    // (@fastify/static preCompressed): no compression work per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
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
