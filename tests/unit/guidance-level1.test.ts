import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_GUIDANCE } from '../../src/contract/assets';
import { EVIDENCE_EXAMPLES_NOTE, EVIDENCE_EXAMPLES_NOTE_LEVEL2 } from '../../src/contract/catalog';
import { IMPLEMENTATION_STEPS, QUICK_WINS, SCOPE_NOTES } from '../../src/contract/guide-content';
import { CONTROLS, DOMAINS, REQUIREMENTS } from '../../src/server/catalog/data';

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
  ...SCOPE_NOTES.map((note) => ({ where: 'scope note', text: `${note.title}. ${note.description}` })),
];
const scopeCard = fs.readFileSync(path.join(root, 'src/web/self-assessment/ScopeCard.tsx'), 'utf8');
const steps = (domain: string) => IMPLEMENTATION_STEPS[domain]!.map((step) => step.description).join('\n');
/** The units of one domain: its practices' guidance and evidence, its steps and its quick win. */
const unitsOf = (domain: string) =>
  units.filter(
    (unit) =>
      unit.where.startsWith(`${domain}.`) ||
      unit.where.endsWith(` ${domain}`) ||
      unit.where === `${domain} step`,
  );
const OPTIONAL = /optional \(beyond Level 1\)/i;

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

  it('calls shop-floor machines specialized assets, networked ones behind a key internal boundary (SC)', () => {
    expect(guidance('SC.L1-3.13.1')).toMatch(/Shop-floor machines[^.]*specialized assets/);
    expect(guidance('SC.L1-3.13.1')).toMatch(/32 CFR 170\.19\(b\)\(2\)\(ii\)/);
    expect(guidance('SC.L1-3.13.1')).toMatch(/key internal boundary/);
    expect(guidance('SC.L1-3.13.5')).toMatch(/Shop-floor machines[^.]*specialized assets/);
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
    expect(EVIDENCE_EXAMPLES_NOTE_LEVEL2).toMatch(/examples, not a fixed list/);
    expect(EVIDENCE_EXAMPLES_NOTE_LEVEL2).toMatch(/each objective/);
    expect(fs.readFileSync(path.join(root, 'src/web/guide/GuideDomain.tsx'), 'utf8')).toContain(
      '{EVIDENCE_EXAMPLES_NOTE}',
    );
    // The control dialog says the note of the control's level.
    expect(fs.readFileSync(path.join(root, 'src/web/controls/ControlDetailsDialog.tsx'), 'utf8')).toContain(
      'EVIDENCE_EXAMPLES_NOTE_LEVEL2 : EVIDENCE_EXAMPLES_NOTE}',
    );
  });

  it('says on the landing page what the product covers: CMMC Level 1 and Level 2 (Self)', () => {
    const landing = fs.readFileSync(path.join(root, 'src/web/landing/LandingPage.tsx'), 'utf8');
    expect(landing).not.toContain('Complete CMMC Coverage');
    expect(landing).toContain('CMMC Level 1 and Level 2 Coverage');
    expect(landing).toContain('Get your business ready for CMMC Level 1 and Level 2 (Self)');
    expect(landing).toContain('practices of CMMC Level 1, the basic safeguarding of FAR 52.204-21');
  });
});

describe('the machine shop, scoped the same way everywhere (issue 23)', () => {
  const everywhere = () => ({
    'AC.L1-3.1.1 guidance': guidance('AC.L1-3.1.1'),
    'SC.L1-3.13.1 guidance': guidance('SC.L1-3.13.1'),
    'SC steps': steps('SC'),
    'scope note': `${SCOPE_NOTES[0]!.title}. ${SCOPE_NOTES[0]!.description}`,
    'scope card': scopeCard,
  });

  it('puts a CAM, DNC or programming PC that holds customer drawings in scope', () => {
    for (const [where, text] of Object.entries(everywhere())) {
      expect(text, where).toMatch(/CAM, DNC or programming PC[^.]*(holds|holding) customer drawings/);
      expect(text, where).toMatch(/in scope/i);
    }
  });

  it('calls CNC controllers, PLCs and test equipment specialized assets, connected or not (32 CFR 170.19(b)(2)(ii))', () => {
    expect(guidance('SC.L1-3.13.1')).toMatch(
      /CNC machine controllers, PLCs\) and test equipment are specialized assets, whether they are networked or not/,
    );
    expect(steps('SC')).toMatch(
      /\(CNC controllers, PLCs\) and test equipment are specialized assets[^.]*networked or not/,
    );
    const note = SCOPE_NOTES[1]!.description;
    expect(note).toMatch(
      /CNC machine controllers, PLCs[^.]*test equipment[^.]*whether or not they are connected/,
    );
    // 32 CFR 170.19(b)(2)(ii), word for word as shared/reference/cmmc-level1.md quotes it.
    expect(note).toContain(
      '"are not part of the Level 1 CMMC Assessment Scope and are not assessed against CMMC security requirements" (32 CFR 170.19(b)(2)(ii))',
    );
    // The scope's assets editor (D36) shows the category's rule, quoted, with its paragraph.
    const specialized = CATEGORY_GUIDANCE[1].specialized!;
    expect(specialized.cite).toBe('32 CFR 170.19(b)(2)(ii)');
    expect(specialized.quote).toMatch(/Operational Technology \(OT\)[^.]*Test Equipment/);
    expect(specialized.quote).toContain(
      'Specialized Assets are not part of the Level 1 CMMC Assessment Scope and are not assessed against CMMC security requirements.',
    );
  });

  it('never calls a machine out of scope because it is not connected', () => {
    const texts = [...units.map((unit) => unit.text), scopeCard];
    expect(texts.filter((text) => /(not connected|unconnected)[^.]*out of scope/i.test(text))).toEqual([]);
  });
});

describe('one definition of external systems (AC.L1-3.1.20)', () => {
  it("says in the catalog, the guide's steps and its scope notes that the company's own tenant is not one", () => {
    expect(guidance('AC.L1-3.1.20')).toMatch(/your tenant\)[^.]*is not an external system/);
    expect(steps('AC')).toMatch(/Your own Microsoft 365 or Google Workspace tenant[^.]*is not external/);
    expect(SCOPE_NOTES[2]!.description).toMatch(
      /does not own or administer[^]*Your own Microsoft 365 or Google Workspace tenant is not one of them/,
    );
  });

  it('never lists cloud services among external systems', () => {
    const listing = /external (systems?|services?) (are|include|such as)[^.]*cloud services/i;
    expect(units.filter((unit) => listing.test(unit.text))).toEqual([]);
  });
});

describe('evidence Level 1 asks for, and what is optional (issue 23)', () => {
  it('asks for the device list of AC.L1-3.1.1 and marks device blocking optional', () => {
    const items = evidence('AC.L1-3.1.1');
    expect(items.some((item) => /^A list of company devices allowed to connect/.test(item))).toBe(true);
    expect(items.some((item) => /how access is limited to the listed devices/.test(item))).toBe(true);
    const blocking = items.filter((item) => /device/i.test(item) && /block|refus|cannot sign in/i.test(item));
    expect(blocking.length).toBeGreaterThan(0);
    for (const item of blocking) expect(item).toMatch(/^Optional: if your subscription blocks/);
    expect(guidance('AC.L1-3.1.1')).toMatch(/Optional: where your subscription allows, block sign-ins/);
  });

  it('marks a monthly review of the physical access logs optional, beyond Level 1 (PE)', () => {
    const reviews = unitsOf('PE').filter(
      (unit) => /month/i.test(unit.text) && /look through|review/i.test(unit.text),
    );
    expect(reviews.map((unit) => unit.where)).toEqual(
      expect.arrayContaining(['PE.L1-3.10.4 guidance', 'PE.L1-3.10.4 evidence', 'PE step']),
    );
    for (const unit of reviews) expect(unit.text, unit.where).toMatch(OPTIONAL);
  });

  it('marks staff signing the visitor rule optional, beyond Level 1 (PE)', () => {
    const signing = unitsOf('PE').filter((unit) =>
      /\bsign(atures?|s|-off)?\b[^.]*(read|Acceptable Use)/i.test(unit.text),
    );
    expect(signing.map((unit) => unit.where)).toEqual(
      expect.arrayContaining(['PE.L1-3.10.3 guidance', 'PE.L1-3.10.3 evidence', 'PE step']),
    );
    for (const unit of signing) expect(unit.text, unit.where).toMatch(OPTIONAL);
  });

  it('asks for VPN evidence only of a business that offers remote access (SC)', () => {
    const vpn = unitsOf('SC').filter((unit) => /VPN/.test(unit.text));
    expect(vpn.map((unit) => unit.where)).toEqual(
      expect.arrayContaining(['SC.L1-3.13.1 guidance', 'SC.L1-3.13.1 evidence', 'SC step']),
    );
    for (const unit of vpn) expect(unit.text, unit.where).toMatch(/If your business offers remote access/i);
  });
});

describe('the FAR text of the 15 requirements', () => {
  it('holds each requirement of 32 CFR 170.14(c)(2) with its FAR 52.204-21(b)(1) text, as its practices carry it', () => {
    const ids = [...new Set(CONTROLS.map((control) => control.identifier2024))];
    expect(REQUIREMENTS.map((requirement) => requirement.id)).toEqual(ids);
    for (const requirement of REQUIREMENTS) {
      const practices = CONTROLS.filter((control) => control.identifier2024 === requirement.id);
      expect(practices.every((practice) => practice.farReference === requirement.farReference)).toBe(true);
      if (practices.length === 1) expect(requirement.text).toBe(practices[0]!.description);
      // (b)(1)(ix) was broken apart "by phrase" (32 CFR 170.15 Table 2): each practice carries one.
      else
        for (const practice of practices) {
          const phrase = practice.description.replace(/\.$/, '');
          expect(requirement.text.toLowerCase()).toContain(phrase.toLowerCase());
        }
    }
    expect(createHash('sha256').update(JSON.stringify(REQUIREMENTS)).digest('hex')).toBe(
      'd089bbe99d04a6f890ad10551da177f81485b86dc58c5565e092c3b25557a704',
    );
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
