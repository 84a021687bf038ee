import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_PATHS,
  FIXED_PATHS,
  likelyScreen,
  SCREEN_AUDIENCES,
  SCREEN_FILES,
  SIGNED_OUT_PATHS,
} from '../../src/web/app/screen-paths';

/**
 * The table of screens is read twice: by the router, through the loaders of screen-loaders.ts,
 * and by the build, through SCREEN_FILES, to name each address's files in the page the server
 * sends. If the two drifted apart, a page would name the files of another screen: its own would
 * download late, and the other's for nothing.
 */
const web = path.resolve(import.meta.dirname, '../../src/web');
const loaders = fs.readFileSync(path.join(web, 'app/screen-loaders.ts'), 'utf8');

describe('the table of screens', () => {
  it('loads each screen from the file the build names for it, which exports the screen', () => {
    const loaded = Object.fromEntries(
      [...loaders.matchAll(/^ {2}(\w+): \(\) => import\('\.\.\/([^']+)'\),$/gm)].map(([, name, file]) => [
        name,
        file,
      ]),
    );
    expect(Object.keys(loaded).sort()).toEqual(Object.keys(SCREEN_FILES).sort());
    for (const [name, file] of Object.entries(SCREEN_FILES)) {
      expect(`${loaded[name]}.tsx`).toBe(file);
      const source = fs.readFileSync(path.join(web, file), 'utf8');
      expect(source).toContain(`export function ${path.basename(file, '.tsx')}(`);
    }
  });

  it('gives every screen an audience and every listed address a screen', () => {
    expect(Object.keys(SCREEN_AUDIENCES).sort()).toEqual(Object.keys(SCREEN_FILES).sort());
    for (const address of [
      ...Object.keys(CLIENT_PATHS),
      ...Object.keys(FIXED_PATHS),
      ...Object.keys(SIGNED_OUT_PATHS),
    ]) {
      expect(likelyScreen(address)).toBeDefined();
    }
    expect(likelyScreen('/')).toBe('landing');
    expect(likelyScreen('/dashboard')).toBe('dashboard');
    expect(likelyScreen('/auditor/client/abc')).toBeUndefined();
  });
});
