import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the ESLint configuration is plain JavaScript without declarations.
import { CAPABILITIES } from '../../eslint.config.js';

/**
 * The fence between the server's capability folders (issue 24): import-x/no-cycle sees cycles
 * between files only, so two folders that lean on each other through different files would pass
 * lint. This reads the imports of src/server and refuses any cycle between capability folders.
 */
const SERVER = path.resolve(import.meta.dirname, '../../src/server');
const IMPORT = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g;

type Graph = Map<string, Set<string>>;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The first folder under src/server of a path, or undefined for a top file or a path outside. */
function folderOf(file: string): string | undefined {
  const parts = path.relative(SERVER, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

/** Which capability folder imports which other one. */
function capabilityGraph(capabilities: readonly string[]): Graph {
  const graph: Graph = new Map(capabilities.map((name) => [name, new Set<string>()]));
  for (const file of sourceFiles(SERVER)) {
    const from = folderOf(file);
    if (!from || !graph.has(from)) continue;
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(path.resolve(path.dirname(file), specifier!));
      if (to && to !== from && graph.has(to)) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** A cycle of the graph as the list of its folders (the first repeated at the end), or null. */
function findCycle(graph: Graph): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | null => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('server capability folders', () => {
  it('a cycle between two folders through different files is found', () => {
    const graph: Graph = new Map([
      ['cycles', new Set(['assessment'])],
      ['assessment', new Set(['catalog-free', 'cycles'])],
      ['catalog-free', new Set<string>()],
    ]);
    expect(findCycle(graph)).toEqual(['cycles', 'assessment', 'cycles']);
    expect(
      findCycle(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toBeNull();
  });

  it('src/server has no cycle between its capability folders', () => {
    expect(CAPABILITIES).toContain('affirmation');
    const graph = capabilityGraph(CAPABILITIES);
    // The graph is read, not empty: capabilities do import one another (downwards).
    expect(graph.get('affirmation')).toContain('findings');
    expect(findCycle(graph)).toBeNull();
  });

  it('what a capability lends others (queries.ts, steps.ts) checks no permission: its callers have', () => {
    const lent = CAPABILITIES.flatMap((name: string) =>
      ['queries.ts', 'steps.ts']
        .map((file) => path.join(SERVER, name, file))
        .filter((file) => fs.existsSync(file)),
    );
    // Most capabilities lend something; findings, cycles, evidence both.
    expect(lent.length).toBeGreaterThanOrEqual(8);
    for (const file of lent) {
      expect(fs.readFileSync(file, 'utf8'), path.relative(SERVER, file)).not.toMatch(
        /access\/(authorize|client)'/,
      );
    }
  });
});
