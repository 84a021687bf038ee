import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; every non-API path that is not a file gets the app's index.html. */
export async function serveWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexHtml = path.join(webRoot, 'index.html');
  if (!fs.existsSync(indexHtml)) throw new Error(`No web build found at ${webRoot}`);
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Screens are extensionless paths; a missing file (an old asset after a deploy) is a real 404.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // An unknown API path stays a JSON 404 (D5), never the web app's page.
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    if (path.extname(request.url.split('?')[0]!))
      return reply.status(404).type('text/plain').send('Not found');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
