import fs from 'node:fs';
import path from 'node:path';

/** `npm start` on a fresh clone: build the web app once when no build exists. */
export async function ensureWebBuild(projectRoot: string, log: (message: string) => void): Promise<string> {
  const webRoot = path.join(projectRoot, 'dist', 'web');
  if (fs.existsSync(path.join(webRoot, 'index.html'))) return webRoot;
  log('No web build found: building it now (once)...');
  const { build } = await import('vite');
  // The config imports the route table from src/contract (its imports have no file extension),
  // which Vite's module runner loads as the app's own code is loaded.
  await build({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'warn',
  });
  return webRoot;
}
