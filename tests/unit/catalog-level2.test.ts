import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEVEL1_PRACTICES_IN_LEVEL2, LEVEL2_FAMILY_COUNTS, LEVEL2_TOTALS } from '../../src/contract/level2';
import { catalogControls, catalogDomains } from '../../src/server/catalog/catalog';
import source from '../../src/server/catalog/level2/nist-sp-800-171r2.json' with { type: 'json' };
import { buildLevel2 } from '../../scripts/catalog/build-level2';
import { cisoAssistantCopy, differences, khanssenCopy, type Difference } from '../support/catalog-copies';

/**
 * The Level 2 catalog against the counts of shared/reference/cmmc-level2.md, its own sources, and
 * two independent public copies (D29).
 */

const requirements = source.requirements;
const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('the Level 2 catalog as data', () => {
  it('has the counts of the reference: 14 families, 110 requirements, 320 objectives', () => {
    expect(new Set(requirements.map((r) => r.family)).size).toBe(LEVEL2_TOTALS.families);
    expect(requirements).toHaveLength(LEVEL2_TOTALS.requirements);
    expect(requirements.reduce((sum, r) => sum + r.objectives.length, 0)).toBe(LEVEL2_TOTALS.objectives);
    for (const [family, count] of Object.entries(LEVEL2_FAMILY_COUNTS))
      expect(
        requirements.filter((r) => r.family === family),
        family,
      ).toHaveLength(count);
    const lettersOf = (nist: string) =>
      requirements.find((r) => r.nist === nist)!.objectives.map((o) => o.letter);
    expect(lettersOf('3.5.3')).toEqual(['a', 'b', 'c', 'd']);
    expect(lettersOf('3.13.11')).toEqual(['a']);
    for (const r of requirements)
      expect(
        r.objectives.every((o) => o.text.length > 10),
        r.nist,
      ).toBe(true);
  });

  it('holds the statements the reference quotes, exactly', () => {
    const statementOf = (nist: string) => requirements.find((r) => r.nist === nist)!.statement;
    expect(statementOf('3.1.5')).toBe(
      'Employ the principle of least privilege, including for specific security functions and privileged accounts.',
    );
    expect(statementOf('3.5.3')).toBe(
      'Use multifactor authentication for local and network access to privileged accounts and for network access to non-privileged accounts.',
    );
    expect(statementOf('3.12.4')).toBe(
      'Develop, document, and periodically update system security plans that describe system boundaries, system environments of operation, how security requirements are implemented, and the relationships with or connections to other systems.',
    );
    expect(statementOf('3.13.11')).toBe(
      'Employ FIPS-validated cryptography when used to protect the confidentiality of CUI.',
    );
  });

  it('is what the build makes of the vendored NIST sources, with the hash beside it', () => {
    expect(source).toEqual(buildLevel2());
    expect(crypto.createHash('sha256').update(JSON.stringify(source.requirements)).digest('hex')).toBe(
      source.sha256,
    );
    for (const file of [
      'vendor/nist/cprt_SP_800_171_2_0_0_2026-09-15.json',
      'vendor/nist/sp800-171a-extracted.json',
    ]) {
      const digest = crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(ROOT, file)))
        .digest('hex');
      expect(JSON.stringify(source.source)).toContain(`${file} (sha256 ${digest})`);
    }
  });
});

/** The rows of the table in docs/level2-catalog-differences.md: copy, id and explanation. */
function listedDifferences() {
  const text = fs.readFileSync(path.join(ROOT, 'docs', 'level2-catalog-differences.md'), 'utf8');
  return text
    .split('\n')
    .filter((line) => /^\| (khanssen|ciso-assistant) \|/.test(line))
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
      return { copy: cells[1]!, id: cells[2]!, explanation: cells[5]! };
    });
}

describe('the diff against two independent copies (docs/level2-catalog-differences.md)', () => {
  const listed = listedDifferences();
  const key = (d: Pick<Difference, 'copy' | 'id'>) => `${d.copy} ${d.id}`;

  it.each([
    ['khanssen', khanssenCopy],
    ['ciso-assistant', cisoAssistantCopy],
  ] as const)('lists every difference from %s, with its explanation, and nothing else', (copy, read) => {
    const found = differences(copy, requirements, read()).map(key).sort();
    const documented = listed.filter((row) => row.copy === copy);
    expect(found).toEqual(documented.map(key).sort());
    for (const row of documented) expect(row.explanation.length, key(row)).toBeGreaterThan(20);
  });

  it('finds both copies complete enough to compare: 110 requirements each', () => {
    expect(khanssenCopy().size).toBe(110);
    expect(cisoAssistantCopy().size).toBe(110);
  });
});

describe('the Level 2 catalog as the server serves it', () => {
  const controls = catalogControls(2);

  it('has 110 controls with 32 CFR 170.14(c)(1) ids, 14 families, and the 17 Level 1 practices marked', () => {
    expect(controls).toHaveLength(110);
    expect(controls[0]).toMatchObject({
      id: 'AC.L2-3.1.1',
      controlNumber: 'AC.L2-3.1.1',
      nistReference: '3.1.1',
    });
    expect(controls.at(-1)!.id).toBe('SI.L2-3.14.7');
    expect(controls[0]!.objectives[0]!.id).toBe('AC.L2-3.1.1[a]');
    expect(catalogDomains(2).map((d) => d.id)).toEqual(Object.keys(LEVEL2_FAMILY_COUNTS));
    expect(controls.filter((c) => c.level1).map((c) => c.nistReference)).toEqual(LEVEL1_PRACTICES_IN_LEVEL2);
    expect(controls.every((c) => c.identifier2024 === null && c.farReference === null)).toBe(true);
    // 44 x 5 + 14 x 3 + 51 x 1 + 0 = 313
    expect(controls.reduce((sum, c) => sum + c.points!, 0)).toBe(313);
  });

  it('gives each Level 1 practice the same objective letters at both levels, so a Level 1 finding can pre-fill', () => {
    for (const practice of catalogControls(1)) {
      const atLevel2 = controls.find((c) => c.nistReference === practice.nistReference)!;
      expect(
        atLevel2.objectives.map((o) => o.letter),
        practice.id,
      ).toEqual(practice.objectives.map((o) => o.letter));
    }
  });

  it('has our guidance for every requirement, about CUI, with optional good practice marked', () => {
    for (const control of controls) {
      expect(control.title.length, control.id).toBeGreaterThan(3);
      expect(control.implementationGuidance.length, control.id).toBeGreaterThanOrEqual(900);
      expect(control.implementationGuidance, control.id).toContain('CUI');
      expect(control.implementationGuidance, control.id).not.toMatch(/\bFCI\b/);
      expect(control.requiredEvidence.length, control.id).toBeGreaterThanOrEqual(4);
      for (const item of control.requiredEvidence) expect(item, control.id).not.toMatch(/^optional(?!: )/i);
    }
    for (const family of catalogDomains(2)) expect(family.description.length, family.id).toBeGreaterThan(80);
  });
});
