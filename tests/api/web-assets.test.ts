import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from '../support/api-test';

/**
 * The web app as `npm start` serves it (issue 14): the real production build, compressed copies
 * beside each file, sent to browsers that accept them, kept for a year when the name is hashed;
 * every screen's address gets the app's page, naming the files of that screen.
 */
const root = path.resolve(import.meta.dirname, '../..');
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-web-'));
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'silent',
    build: { outDir: webRoot, emptyOutDir: true },
  });
}, 120_000);
// Read when the first test asks for the app, after the build above.
it.override('appOptions', { scope: 'file' }, () => ({ webRoot }));

afterAll(async () => {
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** A GET whose body comes back as sent: fetch would decompress it. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

/** The app's script named in index.html. */
function entryScript(): string {
  const html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  return /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(html)![1]!;
}

describe('the built web app', () => {
  it('sends a script brotli-compressed to a browser that accepts it, cached for a year', async ({ app }) => {
    const script = entryScript();
    const plain = fs.readFileSync(path.join(webRoot, script));
    const response = await rawGet(`${app.baseUrl}${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(plain.length / 2);
    expect(zlib.brotliDecompressSync(response.body).equals(plain)).toBe(true);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async ({
    app,
  }) => {
    const script = entryScript();
    const plain = fs.readFileSync(path.join(webRoot, script));
    const gzipped = await rawGet(`${app.baseUrl}${script}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).equals(plain)).toBe(true);

    const identity = await rawGet(`${app.baseUrl}${script}`, { 'accept-encoding': 'identity' });
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
    expect(identity.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('opens a deep link with the app page, never cached, naming the files of its screen', async ({ app }) => {
    const page = await rawGet(`${app.baseUrl}/dashboard?tab=1`, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.body.toString('utf8');
    expect(html).toContain('<div id="root"></div>');
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1]!,
    );
    const screen = preloads.find((file) => /^\/assets\/DashboardPage-[\w-]+\.js$/.test(file));
    expect(screen).toBeDefined();
    expect((await rawGet(`${app.baseUrl}${screen}`)).status).toBe(200);

    const other = await rawGet(`${app.baseUrl}/auditor/client/some-id`);
    expect(other.status).toBe(200);
    expect(other.headers['cache-control']).toBe('no-cache');
    expect(other.body.toString('utf8')).toContain('<div id="root"></div>');
  });

  it('answers 404 for a file that is not there, such as an old script after a deploy', async ({ app }) => {
    const missing = await rawGet(`${app.baseUrl}/assets/index-gone.js`, { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    const copy = await rawGet(`${app.baseUrl}${entryScript()}.br`);
    expect(copy.status).toBe(404);
  });
});
