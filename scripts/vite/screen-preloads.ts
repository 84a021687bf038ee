import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { likelyScreen, SCREEN_ADDRESSES, SCREEN_FILES } from '../../src/web/app/screen-paths.ts';

/**
 * Writes screen-preloads.json: for each address whose screen is known before sign-in is, the files
 * of that screen that index.html does not load already. The server names them in the page it
 * sends for the address (src/server/spa/static.ts), so that they download beside the app's own
 * scripts instead of after them (issue 14).
 */
export function screenPreloads(webRoot: string): Plugin {
  return {
    name: 'screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((out): out is Rolldown.OutputChunk => out.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('No entry chunk');
      const initial = withImports(entry.fileName);
      const preloads: Record<string, string[]> = {};
      for (const address of SCREEN_ADDRESSES) {
        const module = path.join(webRoot, SCREEN_FILES[likelyScreen(address)!]);
        const screen = chunks.find((chunk) => chunk.facadeModuleId === module);
        if (!screen) return this.error(`No chunk for the screen ${module}`);
        preloads[address] = [...withImports(screen.fileName)]
          .filter((file) => !initial.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'screen-preloads.json',
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}
