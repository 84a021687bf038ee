import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_ID_CATALOG,
  OSCAL_DOCUMENT_KINDS,
  OSCAL_FINDING_STATES,
  OSCAL_VERSION,
  oscalControlId,
  oscalDateOf,
  oscalEndOfDay,
  oscalObjectiveId,
  uuidBytes,
  uuidV5FromSha1,
} from '../../src/contract/oscal';
import { catalogControls } from '../../src/server/catalog/catalog';
import { documentUuid } from '../../src/server/reports/oscal/common';
import { buildProfile } from '../../src/server/reports/oscal/profile';
import { stableUuid } from '../../src/server/reports/oscal/uuid';
import { OSCAL_SCHEMA_DIR, OSCAL_SCHEMA_FILES, oscalErrors, oscalSchema } from '../support/oscal-schema';

/* The rules of the OSCAL exports (D32): ids, states, stable UUIDs, and the vendored schemas. */

describe('the vendored NIST OSCAL schemas', () => {
  // The digests vendor/oscal/README.md records for the v1.1.3 release assets.
  const DIGESTS = {
    'assessment-results': 'd9e34757f0c12aff61f52b821f0b8f83ba0ba75b3a149a202b08ba82f82bc4c3',
    poam: 'e404043fef9cc6108c0e895932f513043d54f28457b4eb02e74dc0cff1215e16',
    ssp: 'da5f452b9e7bdf85246b79ed32475cd419321eb600e6928439ae67aef5a63e53',
    profile: 'd14c99b4bc48cb1ef370cd27a78c23e04bab847e737e11f478b37714db30851b',
    'assessment-plan': '0850be91252390dde740a98fd2f0fc504cd0ba66fe8940c2b6242b7aa2fb36eb',
  } as const;

  it.each(Object.keys(DIGESTS) as (keyof typeof DIGESTS)[])('%s is NIST’s file, unchanged', (model) => {
    const bytes = fs.readFileSync(path.join(OSCAL_SCHEMA_DIR, OSCAL_SCHEMA_FILES[model]));
    expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(DIGESTS[model]);
    expect(oscalSchema(model).$id).toContain(`/oscal/${OSCAL_VERSION}/`);
    expect(oscalSchema(model).$schema).toBe('http://json-schema.org/draft-07/schema#');
  });
});

describe('OSCAL ids of SP 800-171 requirements and objectives', () => {
  it('take the form of the SP 800-171 Rev 2 OSCAL catalog, a token that starts with an underscore', () => {
    expect(oscalControlId('3.1.1')).toBe('_03.01.01');
    expect(oscalControlId('3.13.11')).toBe('_03.13.11');
    expect(oscalObjectiveId('3.5.3', 'd')).toBe('_03.05.03_obj.d');
    expect(() => oscalControlId('AC.L2-3.1.1')).toThrow();
    expect(() => oscalObjectiveId('3.1.1', '[a]')).toThrow();
  });

  it('are the part ids of that catalog for every Level 2 objective', () => {
    const catalog = JSON.parse(
      fs.readFileSync(
        path.resolve(
          import.meta.dirname,
          '../../vendor/catalog-copies/khanssen-oscal-nist-800-171r2/nist-sp-800-171r2-combined-catalog.json',
        ),
        'utf8',
      ),
    ).catalog;
    const ids = new Set<string>();
    for (const group of catalog.groups)
      for (const control of group.controls) {
        ids.add(control.id);
        for (const part of control.parts ?? []) if (part.name === 'objective') ids.add(part.id);
      }
    expect(ids.has(oscalControlId('3.14.7'))).toBe(true);
    expect(ids.has(oscalObjectiveId('3.14.7', 'b'))).toBe(true);
    expect(ids.has(oscalObjectiveId('3.1.1', 'f'))).toBe(true);
  });

  it('map N/A to satisfied (it counts as MET, 32 CFR 170.24(b)(3)) and NOT MET to not-satisfied', () => {
    expect(OSCAL_FINDING_STATES).toEqual({
      met: 'satisfied',
      not_met: 'not-satisfied',
      not_applicable: 'satisfied',
    });
  });
});

describe('stable UUIDs', () => {
  it('are RFC 4122 version 5 UUIDs (www.example.com in the DNS namespace gives the well-known 2ed6657d-...)', () => {
    const dns = uuidBytes('6ba7b810-9dad-11d1-80b4-00c04fd430c8');
    const digest = crypto.createHash('sha1').update(dns).update('www.example.com').digest();
    expect(uuidV5FromSha1(digest)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('are the same for the same object, different for another, and valid OSCAL UUIDs', () => {
    const organization = '7b1f1f0e-8f4c-4a52-9a57-2f7f0b8f3f11';
    const one = stableUuid(organization, 'finding', 'cycle-1', 'AC.L2-3.1.1[a]');
    expect(stableUuid(organization, 'finding', 'cycle-1', 'AC.L2-3.1.1[a]')).toBe(one);
    expect(stableUuid(organization, 'finding', 'cycle-1', 'AC.L2-3.1.1[b]')).not.toBe(one);
    expect(stableUuid('another-organization', 'finding', 'cycle-1', 'AC.L2-3.1.1[a]')).not.toBe(one);
    expect(one).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('documents (issue 40)', () => {
  const organization = { id: '7b1f1f0e-8f4c-4a52-9a57-2f7f0b8f3f11', businessName: 'Precision Parts' };
  const profileAt = (exportedAt: Date) =>
    buildProfile({ organization, level: 1, controls: catalogControls(1), cycleNumber: 2, exportedAt })
      .profile as { uuid: string; metadata: { version: string; 'last-modified': string } };

  it('have one UUID per organization and kind: exports a minute apart differ only in version and time', () => {
    const first = profileAt(new Date('2026-11-22T10:15:00Z'));
    const second = profileAt(new Date('2026-11-22T10:16:00Z'));
    expect(second.uuid).toBe(first.uuid);
    expect(first.metadata).toMatchObject({
      version: 'cycle 2, exported 2026-11-22T10:15:00.000Z',
      'last-modified': '2026-11-22T10:15:00.000Z',
    });
    expect(second.metadata.version).toBe('cycle 2, exported 2026-11-22T10:16:00.000Z');
    expect(oscalErrors('profile', { profile: second })).toEqual([]);
    const kinds = OSCAL_DOCUMENT_KINDS.map((kind) => documentUuid(organization.id, kind));
    expect(new Set(kinds).size).toBe(OSCAL_DOCUMENT_KINDS.length);
    expect(documentUuid('another-organization', 'ssp')).not.toBe(documentUuid(organization.id, 'ssp'));
  });

  it('name the catalog of their ids by its pinned copy, whose SHA-256 is that of the vendored file', () => {
    const bytes = fs.readFileSync(
      path.resolve(
        import.meta.dirname,
        '../../vendor/catalog-copies/khanssen-oscal-nist-800-171r2/nist-sp-800-171r2-combined-catalog.json',
      ),
    );
    expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(CONTROL_ID_CATALOG.sha256);
    expect(CONTROL_ID_CATALOG.href).toContain('/ee4868ee523a6d8903251d0b5822c3da5189c5d0/');
  });

  it('write a calendar date as the end of that day in UTC, and read it back as written', () => {
    expect(oscalEndOfDay('2026-12-15')).toBe('2026-12-15T23:59:59Z');
    expect(oscalDateOf('2026-12-15T23:59:59Z')).toBe('2026-12-15');
    expect(oscalDateOf('2024-01-01T05:00:00-04:00')).toBe('2024-01-01');
    expect(oscalDateOf('soon')).toBeUndefined();
    expect(oscalDateOf(undefined)).toBeUndefined();
  });
});
