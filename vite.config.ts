import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite/precompress.ts';
import { routeAddresses } from './scripts/vite/route-addresses.ts';
import { screenPreloads } from './scripts/vite/screen-preloads.ts';
import { sharedChunks } from './scripts/vite/shared-chunks.ts';
import { SCREEN_AUDIENCES, SCREEN_FILES, type ScreenName } from './src/web/app/screen-paths.ts';

const apiPort = process.env.PORT ?? '5000';
const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const audiences = new Map(
  Object.entries(SCREEN_FILES).map(([name, file]) => [
    `${webRoot}/${file}`,
    SCREEN_AUDIENCES[name as ScreenName],
  ]),
);
const shared = sharedChunks((id) => audiences.get(id));

export default defineConfig({
  root: webRoot,
  plugins: [routeAddresses(), react(), tailwindcss(), shared.plugin, screenPreloads(webRoot), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // src/contract only declares things: a module none of whose exports a chunk uses is left out.
      treeshake: { moduleSideEffects: [{ test: /src[\\/]contract[\\/]/, sideEffects: false }] },
      output: {
        // Libraries change less often than our code: separate files stay cached across releases.
        // Only the libraries of the first load are grouped; a library that only some screens use
        // (the uploader, forms and their validation) stays with those screens' chunks, so that
        // it is downloaded when such a screen opens, not by every visit (issue 14).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // zod is left out: the first load imports constants from src/contract, not schemas.
            { name: 'vendor', test: /node_modules[\\/](?!zod[\\/])/, tags: ['$initial'], priority: 1 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            { name: shared.name, debugName: 'shared', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: `http://127.0.0.1:${apiPort}`,
        changeOrigin: true,
        // The API refuses writes whose Origin is another site; through this proxy the page's
        // origin is Vite's, so present the request as the API's own.
        configure: (proxy) =>
          proxy.on('proxyReq', (request) => request.setHeader('origin', `http://127.0.0.1:${apiPort}`)),
      },
    },
  },
});
