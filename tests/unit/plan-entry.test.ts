import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../src/web/lib/api';
import { memberName, planChanges, planEntryOf } from '../../src/web/lib/plan-entry';
import { sspDownloadsAt, sspDownloadUrl } from '../../src/web/lib/ssp-downloads';
import { namesInNote, newDraft, systemsInput } from '../../src/web/self-assessment/asset-drafts';

/* The control dialog's plan entry, the scope's systems and the plan's downloads on the web (D32). */

const saved = planEntryOf({
  implementationStatement: 'Named accounts only.',
  responsibleRole: 'IT administrator',
  responsibleUserId: 'u1',
  systemIds: ['s1', 's2'],
});

describe('what a save of the plan entry sends', () => {
  it('sends only the fields changed, so that a save never overwrites what it did not show', () => {
    expect(planChanges(saved, saved)).toEqual({});
    // The same systems in another order, and the same statement with spaces around it, are no change.
    expect(
      planChanges(
        { ...saved, systemIds: ['s2', 's1'], implementationStatement: ' Named accounts only. ' },
        saved,
      ),
    ).toEqual({});
    expect(planChanges({ ...saved, responsibleUserId: null, systemIds: ['s1'] }, saved)).toEqual({
      responsibleUserId: null,
      systemIds: ['s1'],
    });
    // An emptied statement is cleared (null), as the API takes it.
    expect(planChanges({ ...saved, implementationStatement: '  ' }, saved)).toEqual({
      implementationStatement: null,
    });
    // The responsible role (D36): trimmed, and an emptied one cleared.
    expect(planChanges({ ...saved, responsibleRole: ' IT administrator ' }, saved)).toEqual({});
    expect(planChanges({ ...saved, responsibleRole: 'Facility security officer' }, saved)).toEqual({
      responsibleRole: 'Facility security officer',
    });
    expect(planChanges({ ...saved, responsibleRole: '' }, saved)).toEqual({ responsibleRole: null });
  });

  it('reads a record without an entry as empty, and names members', () => {
    expect(planEntryOf(undefined)).toEqual({
      implementationStatement: '',
      responsibleRole: '',
      responsibleUserId: null,
      systemIds: [],
    });
    const members = [{ userId: 'u1', name: 'Dana Reyes' }] as never;
    expect(memberName(members, 'u1')).toBe('Dana Reyes');
    expect(memberName(members, null)).toBe('No one named');
    expect(memberName(members, 'gone')).toBe('A former member');
  });
});

describe("the scope's assets as the form sends them", () => {
  it('keeps the ids of existing assets, sends the count as a number, and only the fields the category uses', () => {
    const base = newDraft(null);
    expect(
      systemsInput([
        {
          ...base,
          key: 'a',
          id: 'a',
          name: ' Microsoft 365 ',
          kind: 'cloud_service',
          category: 'cui',
          count: ' 1,200 ',
          hostingProviderId: 'p1',
          outOfScopeReason: 'left from another category',
        },
        {
          ...newDraft('specialized'),
          name: 'Mills',
          kind: 'other',
          description: ' Two. ',
          specializedKind: 'operational_technology',
          policy: ' Own VLAN. ',
          count: 'two',
        },
        {
          ...newDraft('out_of_scope'),
          name: 'TV',
          kind: 'other',
          outOfScopeReason: ' Unplugged. ',
          policy: 'x',
        },
      ]),
    ).toEqual([
      {
        id: 'a',
        name: 'Microsoft 365',
        kind: 'cloud_service',
        description: '',
        category: 'cui',
        specializedKind: null,
        count: 1200,
        location: '',
        owner: '',
        hostingProviderId: 'p1',
        policy: '',
        outOfScopeReason: '',
      },
      {
        name: 'Mills',
        kind: 'other',
        description: 'Two.',
        category: 'specialized',
        specializedKind: 'operational_technology',
        // Not a whole number: sent as typed, for the server's message.
        count: 'two',
        location: '',
        owner: '',
        hostingProviderId: null,
        policy: 'Own VLAN.',
        outOfScopeReason: '',
      },
      expect.objectContaining({ category: 'out_of_scope', policy: '', outOfScopeReason: 'Unplugged.' }),
    ]);
  });

  it('offers the names of a note written before D36, one per line or semicolon, without list marks', () => {
    expect(
      namesInNote('- Acme IT (managed service provider).\n• Microsoft; 2. Google Workspace\n\nacme it'),
    ).toEqual(['Acme IT', 'Microsoft', 'Google Workspace']);
    expect(namesInNote('  \n ; ')).toEqual([]);
  });
});

describe("the plan's downloads", () => {
  it('offers the POA&M at Level 2 only (32 CFR 170.21), under the own and the staff paths', () => {
    expect(sspDownloadsAt(1)).not.toContain('oscalPoam');
    expect(sspDownloadsAt(2)).toContain('oscalPoam');
    expect(sspDownloadUrl('sspDocx')).toBe('/api/reports/ssp.docx');
    expect(sspDownloadUrl('oscalAssessmentResults', 'c/1')).toBe(
      '/api/auditor/clients/c%2F1/reports/oscal/assessment-results.json',
    );
  });

  it("saves under the server's file name", () => {
    expect(fileNameOf('attachment; filename="ssp-2026-11-26.docx"')).toBe('ssp-2026-11-26.docx');
    expect(fileNameOf("attachment; filename*=UTF-8''plan%20v2.pdf")).toBe('plan v2.pdf');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
