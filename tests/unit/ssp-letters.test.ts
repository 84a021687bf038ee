import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SSP_PART_LETTERS, type SspPartName } from '../../src/contract/ssp';
import { SSP_PART_LABELS, SSP_PARTS, sspObjective } from '../../src/contract/ssp-gate';
import source from '../../src/server/catalog/level2/nist-sp-800-171r2.json' with { type: 'json' };

/**
 * The NIST SP 800-171A 3.12.4 objective letters the plan, its screens and its OSCAL cite, read
 * against the catalog's own objective texts (issue 40 item 1: the plan once cited the boundary as
 * [a], the environment as [b], the implementation as [c], [d], the connections as [e], the
 * frequency as [f] and the update as [g]). 171A: [a] plan developed, [b] boundary, [c]
 * environment of operation, [d] requirements approved as not applicable, [e] method of
 * implementation, [f] relationship with or connection to other systems, [g] frequency to update
 * defined, [h] updated with that frequency.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const objectives = source.requirements.find((requirement) => requirement.nist === '3.12.4')!.objectives;

/** The words of the catalog's objective text that name each part: each must match one objective. */
const CATALOG_WORDS: Record<SspPartName, RegExp> = {
  developed: /system security plan is developed/,
  boundary: /system boundary/,
  environment: /environment of operation/,
  notApplicable: /non-applicable/,
  implementation: /method of security requirement implementation/,
  connections: /connection to other systems/,
  frequency: /frequency to update/,
  updated: /updated with the defined frequency/,
};

/** How a sentence of ours names the part a citation stands for. */
const OUR_WORDS: Record<string, RegExp> = {
  a: /developed|without a plan/i,
  b: /boundar/i,
  c: /environment/i,
  d: /not applicable|N\/A|non-applicable/i,
  e: /implement/i,
  f: /connection|relationship/i,
  g: /frequen|how often|months between/i,
  h: /updated? (of the plan )?(with|at|within)|revision/i,
};

describe('the 3.12.4 letters (NIST SP 800-171A)', () => {
  it('are the eight objectives [a]-[h] of the catalog', () => {
    expect(objectives.map((objective) => objective.letter)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it.each(Object.keys(SSP_PART_LETTERS) as SspPartName[])(
    '%s: its letter is the one objective whose text names it',
    (part) => {
      const naming = objectives.filter((objective) => CATALOG_WORDS[part].test(objective.text));
      expect(naming.map((objective) => objective.letter)).toEqual([SSP_PART_LETTERS[part]]);
    },
  );

  it('are the letters the gate judges, with labels that name the same part', () => {
    expect(SSP_PARTS).toEqual(Object.values(SSP_PART_LETTERS).filter((letter) => letter !== 'a'));
    for (const part of SSP_PARTS) expect(SSP_PART_LABELS[part], part).toMatch(OUR_WORDS[part]!);
    expect(sspObjective(SSP_PART_LETTERS.boundary)).toBe('3.12.4[b]');
    expect(sspObjective(SSP_PART_LETTERS.updated)).toBe('3.12.4[h]');
  });

  /**
   * Every `3.12.4[x]` written out in the files of the plan, its screens and its records names, in
   * the words around it (from the line before, or the citation before, to the citation after), the
   * part its letter stands for. The
   * texts a user reads build their citations from SSP_PART_LETTERS, so a letter written out is a
   * comment or a test of them.
   */
  const FILES = [
    'src/contract/ssp.ts',
    'src/contract/ssp-gate.ts',
    'src/server/reports/ssp-content.ts',
    'src/server/reports/ssp-data.ts',
    'src/server/reports/oscal/ssp.ts',
    'src/server/db/schema.ts',
    'src/server/findings/plan-check.ts',
    ...fs
      .readdirSync(path.join(ROOT, 'src/web'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join('src/web', file)),
  ];
  const CITATION = /3\.12\.4 ?\[([a-h])\](?!-)/g;

  it.each(FILES)('%s cites each 3.12.4 letter beside the words of its part', (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const lines = text.split('\n');
    lines.forEach((line, number) => {
      const citations = [...line.matchAll(CITATION)];
      citations.forEach((citation, index) => {
        const previous = citations[index - 1];
        const next = citations[index + 1];
        const before = previous ? '' : `${lines[number - 1] ?? ''} `;
        const start = previous ? previous.index + previous[0].length : 0;
        const around = before + line.slice(start, next ? next.index : line.length);
        expect(around, `${file}: ${line.trim()}`).toMatch(OUR_WORDS[citation[1]!]!);
      });
    });
  });

  it('the plan and the frequency field cite no letter written out in code', () => {
    for (const file of ['src/server/reports/ssp-content.ts', 'src/web/self-assessment/SspFields.tsx']) {
      const code = fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line));
      expect(
        code.filter((line) => CITATION.test(line) || /\[[a-h]\]/.test(line)),
        file,
      ).toEqual([]);
    }
  });
});
