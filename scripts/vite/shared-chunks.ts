import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const APP = /[\\/]src[\\/](web|contract)[\\/]/;
const PACKAGE = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/;

/**
 * The libraries of the first load (src/web/main.tsx and the shell). A module that needs nothing
 * else costs a screen no extra library when it sits in the shared chunk. Keep in step with the
 * shell: a library missing here only makes the chunk smaller, one added wrongly makes every
 * screen download it (the front-end bench lists each file, `scripts/bench-frontend.ts`).
 */
const FIRST_LOAD_PACKAGES = new Set([
  'react',
  'react-dom',
  'scheduler',
  'wouter',
  '@tanstack/react-query',
  'lucide-react',
  'clsx',
  'tailwind-merge',
  'class-variance-authority',
]);
/** The Radix primitives of the first load (the toasts, the phone menu, `asChild`). */
const FIRST_LOAD_RADIX = new Set(['Slot', 'Toast', 'Dialog']);

/** The names a module imports from a package, read from its source. */
function namedImports(id: string, pkg: string): string[] {
  const source = fs.readFileSync(id, 'utf8');
  return [...source.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${pkg}'`, 'g'))].flatMap(
    (match) =>
      match[1]!
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/)[0]!)
        .filter(Boolean),
  );
}

/** lucide-react's barrel: each exported icon name and the module that holds it. */
const iconFilesCache = new Map<string, Map<string, string>>();
function iconFiles(barrel: string): Map<string, string> {
  let files = iconFilesCache.get(barrel);
  if (!files) {
    files = new Map();
    for (const [, names, file] of fs
      .readFileSync(barrel, 'utf8')
      .matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
      for (const name of names!.split(',')) files.set(name.trim().replace(/^default as /, ''), file!);
    }
    iconFilesCache.set(barrel, files);
  }
  return files;
}

/**
 * Shared chunks for our small common code (components, hooks, labels), one for each audience of
 * screens (signed-out visitors, clients, staff, the console), instead of the one tiny chunk per
 * set of screens sharing a module that Rolldown makes by itself: the dashboard came in 33 files,
 * which cost its first paint about 75 ms on this machine (HTTP/1.1, six connections). A module
 * goes in when two or more screens of one audience need it (into "common" when screens of
 * several audiences do); and only if it needs no library beyond the first load's, so that a screen still downloads a Radix
 * widget, the forms or the validation library only if it uses them. Modules of the first load
 * stay in the entry. Filled from the module graph once the build has read every module; read
 * by the chunk group's `name` (vite.config.ts), which gives each module its chunk or none.
 */
export function sharedChunks(audienceOf: (id: string) => string | undefined): {
  plugin: Plugin;
  name: (id: string) => string | null;
} {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'shared-chunks',
    apply: 'build',
    buildEnd() {
      chunkOf.clear();
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => this.getModuleInfo(id)?.isEntry);
      if (!entry) return;
      /** Our modules `start` needs, not descending into libraries. */
      const ours = (start: string): Set<string> => {
        const found = new Set<string>();
        const stack = [start];
        while (stack.length) {
          const id = stack.pop()!;
          if (found.has(id) || !APP.test(id)) continue;
          found.add(id);
          stack.push(...imports(id));
        }
        return found;
      };
      const initial = ours(entry);
      // Which screens need each module, and of which audiences.
      const users = new Map<string, { screens: number; audiences: Set<string> }>();
      for (const screen of ids) {
        const audience = audienceOf(screen);
        if (!audience) continue;
        for (const id of ours(screen)) {
          const use = users.get(id) ?? { screens: 0, audiences: new Set<string>() };
          use.screens += 1;
          use.audiences.add(audience);
          users.set(id, use);
        }
      }
      const light = new Map<string, boolean>();
      const isLight = (id: string): boolean => {
        const known = light.get(id);
        if (known !== undefined) return known;
        light.set(id, true); // an import cycle adds nothing
        const library = PACKAGE.exec(id)?.[1];
        const result = library
          ? FIRST_LOAD_PACKAGES.has(library)
          : APP.test(id) &&
            !id.endsWith('.css') &&
            imports(id).every((dep) =>
              /node_modules[\\/]radix-ui[\\/]/.test(dep)
                ? namedImports(id, 'radix-ui').every((name) => FIRST_LOAD_RADIX.has(name))
                : isLight(dep),
            );
        light.set(id, result);
        return result;
      };
      for (const id of ids) {
        const use = users.get(id);
        if (!use || use.screens < 2 || initial.has(id) || audienceOf(id) || !isLight(id)) continue;
        chunkOf.set(id, use.audiences.size === 1 ? `${[...use.audiences][0]!}-shared` : 'common-shared');
      }
      // The icons these modules show go with them, when they all go to one chunk: Rolldown would
      // otherwise give each icon its own chunk, or put it in another screen's chunk.
      const iconChunks = new Map<string, Set<string>>();
      for (const [member, chunk] of chunkOf) {
        const barrel = imports(member).find((dep) =>
          /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(dep),
        );
        if (!barrel) continue;
        const files = iconFiles(barrel);
        for (const name of namedImports(member, 'lucide-react')) {
          const file = files.get(name);
          if (!file) continue;
          const icon = path.join(path.dirname(barrel), file);
          iconChunks.set(icon, (iconChunks.get(icon) ?? new Set()).add(chunk));
        }
      }
      for (const [icon, chunks] of iconChunks) if (chunks.size === 1) chunkOf.set(icon, [...chunks][0]!);
    },
  };
  return { plugin, name: (id) => chunkOf.get(id) ?? null };
}
