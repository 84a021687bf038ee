import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_EXAMPLES_NOTE } from '../../src/contract/catalog';
import { IMPLEMENTATION_STEPS, QUICK_WINS } from '../../src/contract/guide-content';
import { CONTROLS, DOMAINS } from '../../src/server/db/seed/catalog-data';

/**
 * The guidance says what CMMC Level 1 asks, no more and no less (D2): the corrections of the
 * Level 1 content review, pinned so that a later edit cannot quietly undo them.
 */
const root = path.resolve(import.meta.dirname, '../..');
const guidance = (id: string) =>
  CONTROLS.find((control) => control.controlNumber === id)!.implementationGuidance;
const evidence = (id: string) => CONTROLS.find((control) => control.controlNumber === id)!.requiredEvidence;

/** Every piece of guidance a user reads, one unit per line, step, evidence item or quick win. */
const units: { where: string; text: string }[] = [
  ...DOMAINS.map((domain) => ({ where: `domain ${domain.id}`, text: domain.description })),
  ...CONTROLS.flatMap((control) => [
    ...control.implementationGuidance
      .split('\n')
      .filter(Boolean)
      .map((line) => ({ where: `${control.controlNumber} guidance`, text: line })),
    ...control.requiredEvidence.map((item) => ({ where: `${control.controlNumber} evidence`, text: item })),
  ]),
  ...QUICK_WINS.map((win) => ({
    where: `quick win ${win.domain}`,
    text: `${win.title}. ${win.description}`,
  })),
  ...Object.entries(IMPLEMENTATION_STEPS).flatMap(([domain, steps]) =>
    steps.map((step) => ({ where: `${domain} step`, text: `${step.title}. ${step.description}` })),
  ),
];

/** Level 2 practices that small-business guides often present as Level 1 ones. */
const BEYOND_LEVEL_1 =
  /multi-factor|\bMFA\b|two-factor|2FA|screens? (to )?lock|lock after|admin accounts?\b|password polic/i;

describe('guidance marks what goes beyond Level 1', () => {
  it('finds the Level 2 practices it watches for', () => {
    expect(units.filter((unit) => BEYOND_LEVEL_1.test(unit.text)).length).toBeGreaterThanOrEqual(6);
    expect(BEYOND_LEVEL_1.test('Proof that admins use separate admin accounts')).toBe(true);
    expect(BEYOND_LEVEL_1.test('Make everyday accounts standard (non-admin) accounts')).toBe(false);
  });

  it('never names multi-factor sign-in, screen lock, admin accounts or a password policy without "optional (beyond Level 1)"', () => {
    const unmarked = units
      .filter((unit) => BEYOND_LEVEL_1.test(unit.text) && !/optional \(beyond Level 1\)/i.test(unit.text))
      .map((unit) => `${unit.where}: ${unit.text}`);
    expect(unmarked).toEqual([]);
  });

  it('does not say Level 1 "strictly" requires anything it does not require', () => {
    expect(units.filter((unit) => /strictly require/i.test(unit.text))).toEqual([]);
  });
});

describe('the corrections of the Level 1 review', () => {
  it('has the physical access log cover everyone who enters, staff included (PE.L1-3.10.4)', () => {
    expect(guidance('PE.L1-3.10.4')).toMatch(/everyone who enters your workplace, staff as well as visitors/);
    expect(guidance('PE.L1-3.10.4')).toMatch(/Record staff entries too/);
    expect(evidence('PE.L1-3.10.4').some((item) => /staff/i.test(item))).toBe(true);
  });

  it('counts your own Microsoft 365 or Google tenant in scope, not as an external system (AC.L1-3.1.20)', () => {
    expect(guidance('AC.L1-3.1.20')).toMatch(
      /Microsoft 365 or Google Workspace account \(your tenant\)[^.]*is not an external system[^.]*inside your assessment scope/,
    );
    expect(guidance('AC.L1-3.1.20')).not.toMatch(/such as Microsoft 365, Google Workspace, Dropbox/);
  });

  it('calls networked shop-floor machines specialized assets behind a key internal boundary (SC)', () => {
    expect(guidance('SC.L1-3.13.1')).toMatch(/shop-floor machines[^.]*specialized assets/);
    expect(guidance('SC.L1-3.13.1')).toMatch(/32 CFR 170\.19/);
    expect(guidance('SC.L1-3.13.1')).toMatch(/key internal boundary/);
    expect(guidance('SC.L1-3.13.5')).toMatch(/shop-floor machines[^.]*specialized assets/);
  });

  it('names the real update and scan settings (SI)', () => {
    expect(guidance('SI.L1-3.14.1')).toContain('System Settings > General > Software Update');
    expect(guidance('SI.L1-3.14.4')).toContain('Install Security Responses and system files');
    expect(guidance('SI.L1-3.14.5')).toContain('Windows Defender Scheduled Scan');
    expect(guidance('SI.L1-3.14.5')).toContain('Endpoint security > Antivirus');
    expect(guidance('SI.L1-3.14.5')).toMatch(
      /Real-time protection checks files as they are downloaded, opened or run/,
    );
  });

  it('presents the evidence lists as examples', () => {
    expect(EVIDENCE_EXAMPLES_NOTE).toMatch(/examples/);
    expect(EVIDENCE_EXAMPLES_NOTE).toMatch(/each objective/);
    for (const file of ['src/web/controls/ControlDetailsDialog.tsx', 'src/web/guide/GuideDomain.tsx']) {
      expect(fs.readFileSync(path.join(root, file), 'utf8')).toContain('{EVIDENCE_EXAMPLES_NOTE}');
    }
  });

  it('says on the landing page what the product covers: CMMC Level 1', () => {
    const landing = fs.readFileSync(path.join(root, 'src/web/landing/LandingPage.tsx'), 'utf8');
    expect(landing).not.toContain('Complete CMMC Coverage');
    expect(landing).toContain('CMMC Level 1 Coverage');
    expect(landing).toContain('practices of CMMC Level 1, the basic safeguarding of FAR 52.204-21');
  });
});

describe('the guide covers every domain', () => {
  it('has a quick win and implementation steps for each of the six domains', () => {
    for (const domain of DOMAINS) {
      expect(
        QUICK_WINS.filter((win) => win.domain === domain.id),
        domain.id,
      ).toHaveLength(1);
      expect(IMPLEMENTATION_STEPS[domain.id]?.length ?? 0, domain.id).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('the official texts stay verbatim', () => {
  it('leaves identifiers, statements, objectives and assessment methods as the reference has them', () => {
    const official = CONTROLS.map((control) => ({
      id: control.controlNumber,
      i: control.identifier2024,
      far: control.farReference,
      nist: control.nistReference,
      t: control.title,
      d: control.description,
      o: control.objectives,
      m: control.assessmentMethods,
    }));
    expect(createHash('sha256').update(JSON.stringify(official)).digest('hex')).toBe(
      '33aa91bf230d42371ebcd3cd4adf1283e0900bbe98f2b74d20b9eae63bf99db1',
    );
    expect(official.reduce((sum, control) => sum + control.o.length, 0)).toBe(59);
  });
});
