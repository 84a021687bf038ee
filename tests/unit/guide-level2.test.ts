import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GUIDE_TEMPLATES,
  IMPLEMENTATION_STEPS,
  QUICK_WINS,
  SCOPE_NOTES,
} from '../../src/contract/guide-content';
import {
  LEVEL2_GUIDE_TEMPLATES,
  LEVEL2_IMPLEMENTATION_STEPS,
  LEVEL2_QUICK_WINS,
  LEVEL2_SCOPE_NOTES,
} from '../../src/contract/guide-content-level2';
import { LEVEL2_TOTALS } from '../../src/contract/level2';
import { CONDITIONAL_MIN_SCORE } from '../../src/contract/poam';
import { catalogControls, catalogDomains } from '../../src/server/catalog/catalog';
import { guideContentFor, pointsLabel } from '../../src/web/guide/guide-level';

/**
 * The implementation guide at Level 2 (D29): the 14 families, pointing only at requirements of
 * the Level 2 catalog, with optional good practice marked "Optional:" and the scope notes quoting
 * 32 CFR 170.19(c)(1) Table 3 and nothing else as the rule.
 */
const root = path.resolve(import.meta.dirname, '../..');
const controls = catalogControls(2);
const families = catalogDomains(2);
const ids = new Set(controls.map((control) => control.id));
const REQUIREMENT_ID = /\b[A-Z]{2}\.L\d-3\.\d{1,2}\.\d{1,2}\b/g;

/** Every piece of Level 2 guide text a user reads, one unit per note, quick win, template or step. */
const units: { where: string; text: string }[] = [
  ...LEVEL2_SCOPE_NOTES.map((note) => ({
    where: `scope note ${note.title}`,
    text: `${note.title}. ${note.description}`,
  })),
  ...LEVEL2_QUICK_WINS.map((win) => ({
    where: `quick win ${win.title}`,
    text: `${win.title}. ${win.description}`,
  })),
  ...LEVEL2_GUIDE_TEMPLATES.map((template) => ({
    where: `template ${template.file}`,
    text: `${template.title}. ${template.description}`,
  })),
  ...Object.entries(LEVEL2_IMPLEMENTATION_STEPS).flatMap(([family, steps]) =>
    steps.map((step) => ({
      where: `${family} step ${step.title}`,
      text: `${step.title}. ${step.description}`,
    })),
  ),
];
/** The units written for Level 2 itself (the templates' notes speak of the Level 1 files they describe). */
const level2Units = units.filter((unit) => !unit.where.startsWith('template '));

describe('the Level 2 guide names only Level 2 requirements', () => {
  it('names in its text only requirement ids of the Level 2 catalog', () => {
    const named = units.flatMap((unit) =>
      (unit.text.match(REQUIREMENT_ID) ?? []).map((id) => ({ ...unit, id })),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((item) => !ids.has(item.id)).map((item) => `${item.where}: ${item.id}`)).toEqual([]);
  });

  it("has each step point at requirements of its own family, and together at all of the family's requirements", () => {
    for (const family of families) {
      const steps = LEVEL2_IMPLEMENTATION_STEPS[family.id] ?? [];
      const pointed = steps.flatMap((step) => step.requirements ?? []);
      for (const step of steps)
        expect(step.requirements?.length ?? 0, `${family.id}: ${step.title}`).toBeGreaterThan(0);
      expect(
        pointed.filter((id) => !ids.has(id)),
        family.id,
      ).toEqual([]);
      expect(
        pointed.filter((id) => !id.startsWith(`${family.id}.L2-`)),
        family.id,
      ).toEqual([]);
      const inFamily = controls
        .filter((control) => control.domainId === family.id)
        .map((control) => control.id);
      expect(new Set(pointed), family.id).toEqual(new Set(inFamily));
    }
  });
});

describe('the Level 2 guide covers the 14 families', () => {
  it('has implementation steps for each family and for nothing else', () => {
    expect(families).toHaveLength(LEVEL2_TOTALS.families);
    expect(Object.keys(LEVEL2_IMPLEMENTATION_STEPS).sort()).toEqual(
      families.map((family) => family.id).sort(),
    );
    for (const family of families) {
      expect(LEVEL2_IMPLEMENTATION_STEPS[family.id]!.length, family.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives each quick win an effort, an impact and a Level 2 family', () => {
    expect(LEVEL2_QUICK_WINS.length).toBeGreaterThanOrEqual(6);
    for (const win of LEVEL2_QUICK_WINS) {
      expect(
        families.map((family) => family.id),
        win.title,
      ).toContain(win.domain);
      expect(['Low', 'Medium', 'High']).toContain(win.effort);
      expect(['Low', 'Medium', 'High']).toContain(win.impact);
    }
  });

  it('has the quick wins the issue names: the SSP first, MFA, FIPS encryption, logging, the 5-point requirements', () => {
    const text = LEVEL2_QUICK_WINS.map((win) => `${win.title}. ${win.description}`).join('\n');
    for (const id of ['CA.L2-3.12.4', 'IA.L2-3.5.3', 'SC.L2-3.13.11', 'AU.L2-3.3.1'])
      expect(text).toContain(id);
    const fivePoint = controls.filter((control) => control.points === 5).length;
    expect(fivePoint).toBe(44);
    expect(text).toContain(`${fivePoint} requirements are worth 5 points`);
    expect(text).toContain(`at least ${CONDITIONAL_MIN_SCORE}`);
  });

  it('offers at Level 2 only templates the product ships, in Level 2 families, and says what to change in the Level 1 ones', () => {
    const shipped = new Set(GUIDE_TEMPLATES.map((template) => template.file));
    for (const template of LEVEL2_GUIDE_TEMPLATES) {
      expect(shipped.has(template.file), template.file).toBe(true);
      expect(fs.existsSync(path.join(root, 'src/web/public/templates', template.file)), template.file).toBe(
        true,
      );
      for (const family of template.domains) {
        expect(
          families.map((f) => f.id),
          template.file,
        ).toContain(family);
      }
      // A template written about FCI says so at Level 2.
      const name = template.file.replace(/\.(docx|xlsx)$/, '');
      const source = [`templates/documents/${name}.md`, `templates/workbooks/${name}.ts`]
        .map((file) => path.join(root, file))
        .find((file) => fs.existsSync(file))!;
      if (/\bFCI\b|Federal Contract Information/.test(fs.readFileSync(source, 'utf8'))) {
        expect(template.description, template.file).toContain('where it says FCI, make it cover CUI');
      }
    }
    // Level 1 only: its scope (170.19(b)), its 59-objective worksheet and its SPRS record.
    const offered = LEVEL2_GUIDE_TEMPLATES.map((template) => template.file);
    for (const file of [
      'scope-description.docx',
      'self-assessment-worksheet.xlsx',
      'sprs-affirmation-record.docx',
    ]) {
      expect(offered).not.toContain(file);
    }
    // Every family has somewhere to start, in steps if not in templates.
    for (const family of families) {
      const hasTemplate = LEVEL2_GUIDE_TEMPLATES.some((template) => template.domains.includes(family.id));
      expect(hasTemplate || LEVEL2_IMPLEMENTATION_STEPS[family.id]!.length > 0, family.id).toBe(true);
    }
  });

  it('names in its text only templates it offers at Level 2', () => {
    const offered = new Set(LEVEL2_GUIDE_TEMPLATES.map((template) => template.title));
    const named = GUIDE_TEMPLATES.filter((template) =>
      level2Units.some((unit) => unit.text.includes(template.title)),
    ).map((template) => template.title);
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((title) => !offered.has(title))).toEqual([]);
  });
});

describe('the Level 2 guide marks optional good practice', () => {
  /** Good practice no Level 2 requirement asks for as such. */
  const GOOD_PRACTICE =
    /\bSIEM\b|managed (log|detection)|simulated phishing|phishing test|enclave|test a restore|allowlist suits/i;

  it('finds the good practice it watches for', () => {
    expect(level2Units.filter((unit) => GOOD_PRACTICE.test(unit.text)).length).toBeGreaterThanOrEqual(5);
  });

  it('marks each piece of good practice "Optional:", in sentences that name no requirement', () => {
    // Good practice comes at or after an "Optional:" sentence of its unit, never before.
    const unmarked = level2Units.filter((unit) => {
      const sentences = unit.text.split(/(?<=\.)\s+/);
      const marked = sentences.findIndex((sentence) => sentence.startsWith('Optional:'));
      return sentences.some(
        (sentence, index) => GOOD_PRACTICE.test(sentence) && (marked < 0 || index < marked),
      );
    });
    expect(unmarked.map((unit) => `${unit.where}: ${unit.text}`)).toEqual([]);
    const optional = level2Units.flatMap((unit) =>
      unit.text.split(/(?<=\.)\s+/).filter((sentence) => sentence.startsWith('Optional:')),
    );
    expect(optional.length).toBeGreaterThanOrEqual(6);
    expect(optional.filter((sentence) => /[A-Z]{2}\.L\d-3\./.test(sentence))).toEqual([]);
  });

  it('writes "optional" only as the "Optional:" mark', () => {
    const loose = level2Units.filter((unit) => /optional/i.test(unit.text.replace(/Optional: /g, '')));
    expect(loose.map((unit) => unit.where)).toEqual([]);
  });

  it('speaks of CUI, not FCI', () => {
    expect(level2Units.filter((unit) => /\bFCI\b|Federal Contract Information/.test(unit.text))).toEqual([]);
    expect(level2Units.filter((unit) => /\bCUI\b/.test(unit.text)).length).toBeGreaterThan(20);
  });
});

describe('the Level 2 scope notes (32 CFR 170.19(c))', () => {
  /**
   * 32 CFR 170.19(c)(1) Table 3, as the DoD CMMC Scoping Guide - Level 2 (version 2.13, September
   * 2024) reprints it in its Table 1 ("reprinted from 32 CFR § 170.19(c)(1) Table 3"), whitespace
   * joined; and the sentence of NIST SP 800-171 Rev 2 (chapter 1) that guide quotes on separation.
   */
  const TABLE_3 = [
    'Assets that process, store, or transmit CUI',
    'Assess against all Level 2 security requirements',
    "Assets that provide security functions or capabilities to the OSA's CMMC Assessment Scope",
    'Assess against Level 2 security requirements that are relevant to the capabilities provided',
    'Assets that can, but are not intended to, process, store, or transmit CUI because of security policy, procedures, and practices in place',
    'Assets are not required to be physically or logically separated from CUI assets',
    'Assets that can process, store, or transmit CUI but are unable to be fully secured, including: Internet of Things (IoT) devices, Industrial Internet of Things (IIoT) devices, Operational Technology (OT), Government Furnished Equipment (GFE), Restricted Information Systems, and Test Equipment',
    'Assets that cannot process, store, or transmit CUI; and do not provide security protections for CUI Assets',
    'Assets that are physically or logically separated from CUI assets',
    'Prepare to justify the inability of an Out-of-Scope Asset to store, process, or transmit CUI',
  ].join(' | ');
  const NIST_800_171_SEPARATION =
    'those organizations may limit the scope of the security requirements by isolating the designated system components in a separate CUI security domain';
  const text = LEVEL2_SCOPE_NOTES.map((note) => `${note.title}. ${note.description}`).join('\n');

  it('names the five asset categories and the documents each in-scope one goes into', () => {
    for (const category of [
      'CUI Assets',
      'Security Protection Assets',
      'Contractor Risk Managed Assets',
      'Specialized Assets',
      'Out of scope',
    ]) {
      expect(text).toContain(category);
    }
    const specialized = LEVEL2_SCOPE_NOTES.find((note) => note.title.startsWith('Specialized Assets'))!;
    expect(specialized.description).toMatch(/asset inventory[^.]*SSP[^.]*network diagram/);
    expect(specialized.description).toContain('not assessed against the other requirements');
    expect(specialized.description).toMatch(/CNC machine controllers/);
  });

  it('quotes the rule only where Table 3 says so, and cites the paragraph', () => {
    const quotes = [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
    expect(quotes.length).toBeGreaterThanOrEqual(6);
    for (const quote of quotes) {
      expect(TABLE_3.includes(quote) || NIST_800_171_SEPARATION.includes(quote), quote).toBe(true);
    }
    for (const note of LEVEL2_SCOPE_NOTES.slice(0, 5)) {
      expect(note.description, note.title).toContain('(32 CFR 170.19(c)(1), Table 3)');
    }
  });

  it('marks the enclave optional and keeps the Level 1 rule out of Level 2', () => {
    const enclave = LEVEL2_SCOPE_NOTES.find((note) => /enclave/.test(note.description))!;
    expect(enclave.description.startsWith('Optional:')).toBe(true);
    expect(text).not.toContain('170.19(b)');
    expect(text).not.toContain('Level 1 CMMC Assessment Scope');
  });
});

describe('the guide chooses its content by the catalog it lists', () => {
  it('keeps the Level 1 guide as it is for Level 1', () => {
    const level1 = guideContentFor(catalogControls(1));
    expect(level1.level).toBe(1);
    expect(level1.scopeNotes).toBe(SCOPE_NOTES);
    expect(level1.quickWins).toBe(QUICK_WINS);
    expect(level1.templates).toBe(GUIDE_TEMPLATES);
    expect(level1.steps).toBe(IMPLEMENTATION_STEPS);
    expect(
      Object.values(IMPLEMENTATION_STEPS)
        .flat()
        .some((step) => step.requirements),
    ).toBe(false);
    expect(guideContentFor([]).level).toBe(1);
  });

  it('shows the Level 2 guide for the Level 2 catalog', () => {
    const level2 = guideContentFor(controls);
    expect(level2.level).toBe(2);
    expect(level2.scopeNotes).toBe(LEVEL2_SCOPE_NOTES);
    expect(level2.steps).toBe(LEVEL2_IMPLEMENTATION_STEPS);
  });

  it("labels a requirement's value in the score", () => {
    expect(pointsLabel(5)).toBe('Worth 5 points');
    expect(pointsLabel(1)).toBe('Worth 1 point');
    expect(pointsLabel(0)).toBe('No points: needed for a score');
  });
});

describe('external systems and FedRAMP at Level 2 (D35, issue 39)', () => {
  it("reads 3.1.20 as NIST's discussion does: a cloud service holding CUI is an external system, its provider held to FedRAMP Moderate", async () => {
    const { LEVEL2_GUIDANCE } = await import('../../src/server/catalog/level2/guidance');
    const guidance = LEVEL2_GUIDANCE['3.1.20']!.implementationGuidance;
    expect(guidance).toMatch(/cloud service where you keep or send CUI[^.]*is an external system too/);
    expect(guidance).not.toMatch(/is not an external system/);
    expect(guidance).toMatch(/DFARS 252\.204-7012\(b\)\(2\)\(ii\)\(D\)[^.]*FedRAMP Moderate baseline/);
    expect(guidance).toMatch(/FedRAMP Certified at the Moderate baseline or higher, or its equivalent/);
    // FedRAMP: "There is not a direct correlation between FedRAMP Certification Class and Impact Level".
    expect(guidance).not.toMatch(/Class C/);
    const note = LEVEL2_SCOPE_NOTES.find((one) => one.title === 'Outside providers and external systems')!;
    expect(note.description).toMatch(/NIST SP 800-171 counts cloud services that hold CUI among them/);
    expect(note.description).not.toMatch(/is not one of them/);
  });

  it("labels a FedRAMP standing by the baseline DFARS names in FedRAMP's 2026 word, without a class", async () => {
    const { FEDRAMP_STATUS_LABELS } = await import('../../src/contract/ssp');
    expect(Object.values(FEDRAMP_STATUS_LABELS)).toEqual([
      'FedRAMP Certified at the Moderate baseline or higher',
      'FedRAMP Moderate equivalent',
      'Not FedRAMP Certified',
      'FedRAMP status not known',
    ]);
    expect(Object.values(FEDRAMP_STATUS_LABELS).join(' ')).not.toMatch(/authori[sz]ed/i);
  });
});
