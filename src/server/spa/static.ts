import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Written by the build (vite.config.ts): for an address, the files of the screen it opens. */
const SCREEN_PRELOADS = 'screen-preloads.json';

/**
 * The app's page for each address the build listed, naming the files of that address's screen
 * (`modulepreload`), so that the browser fetches them beside the app's own scripts instead of
 * after them (issue 14). Other addresses get index.html as it is.
 */
function pagesWithPreloads(webRoot: string, indexHtml: string): Map<string, string> {
  const listFile = path.join(webRoot, SCREEN_PRELOADS);
  if (!fs.existsSync(listFile)) return new Map();
  const html = fs.readFileSync(indexHtml, 'utf8');
  const lists = JSON.parse(fs.readFileSync(listFile, 'utf8')) as Record<string, string[]>;
  return new Map(
    Object.entries(lists).map(([address, files]) => {
      const links = files
        .map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`)
        .join('');
      return [address, html.replace('</head>', `${links}  </head>`)];
    }),
  );
}

/**
 * Serves the built web app; every non-API path that is not a file gets the app's page. The build
 * writes a brotli and a gzip copy beside each file (vite.config.ts), sent to browsers that accept
 * them; hashed files under /assets/ never change, so browsers keep them for a year.
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexHtml = path.join(webRoot, 'index.html');
  if (!fs.existsSync(indexHtml)) throw new Error(`No web build found at ${webRoot}`);
  const pages = pagesWithPreloads(webRoot, indexHtml);
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are chosen by Accept-Encoding, never addressed themselves.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Screens are extensionless paths; a missing file (an old asset after a deploy) is a real 404.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // An unknown API path stays a JSON 404 (D5), never the web app's page.
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const pathname = request.url.split('?')[0]!;
    if (path.extname(pathname)) return reply.status(404).type('text/plain').send('Not found');
    reply.header('Cache-Control', 'no-cache');
    const page = pages.get(pathname);
    if (page) return reply.type('text/html; charset=utf-8').send(page);
    return reply.sendFile('index.html');
  });
}
