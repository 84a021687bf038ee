import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { oscalPoamSchema, readPoam } from '../../src/contract/oscal-poam-import';
import { changedFields } from '../../src/web/poam/PoamImportDialog';
import { poamImportedCounts } from '../../src/web/poam/PoamImportCard';

/* How an OSCAL POA&M is read (issue 40): each poam-item as the plan of an item, and the screen's words. */

const read = (document: unknown) => readPoam(oscalPoamSchema.parse(document));
const poam = (body: Record<string, unknown>) => ({ 'plan-of-action-and-milestones': body });

describe('readPoam', () => {
  it('reads NIST’s example layout: the finding names the requirement, the risk the deadline and milestones', () => {
    const fixture = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/oscal/generic-poam.json'), 'utf8'),
    );
    expect(read(fixture)).toEqual([
      {
        source: 'Outbound firewall rules',
        targetIds: ['3.1.3_obj.b'],
        weakness: 'Outbound firewall rules are not reviewed.',
        plannedCompletion: '2027-03-31',
        milestones: [
          { text: 'Outbound rule inventory complete', due: '2027-01-29' },
          { text: 'Rules not needed removed', due: '2027-02-26' },
        ],
        closed: false,
        problems: [],
      },
      {
        source: 'Session lock',
        targetIds: ['3.1.10'],
        weakness: 'Screens do not lock after 15 minutes.',
        plannedCompletion: '2027-04-30',
        milestones: [],
        closed: false,
        problems: [],
      },
      expect.objectContaining({ source: 'Shared accounts', targetIds: ['3.5.1'], closed: true }),
      expect.objectContaining({ source: 'Account reviews', targetIds: ['ac-2'], closed: false }),
    ]);
  });

  it('takes our props first: requirement, planned completion, closed-at; the last milestone without a date', () => {
    const [ours, lastMilestone, nothing] = read(
      poam({
        risks: [
          {
            uuid: 'r1',
            deadline: '2026-12-31T23:59:59Z',
            remediations: [
              {
                props: [{ name: 'planned-completion', value: '2027-02-01' }],
                tasks: [{ title: 'Undated', type: 'milestone' }],
              },
            ],
          },
          {
            uuid: 'r2',
            remediations: [
              {
                tasks: [
                  { title: 'Second', timing: { 'on-date': { date: '2027-03-01T00:00:00Z' } } },
                  { title: 'First', timing: { 'on-date': { date: '2027-01-01T00:00:00Z' } } },
                ],
              },
            ],
          },
        ],
        'poam-items': [
          {
            title: 'AC.L2-3.1.3: Control CUI Flow',
            description: 'Rules are \\*not\\* reviewed \\<yet\\>.',
            props: [
              { name: 'requirement', ns: 'urn:cmmc-readiness:oscal', value: 'AC.L2-3.1.3' },
              { name: 'planned-completion', value: '2027-01-31' },
              { name: 'closed-at', value: '2027-01-20' },
            ],
            'related-risks': [{ 'risk-uuid': 'r1' }],
          },
          { uuid: 'i2', 'related-risks': [{ 'risk-uuid': 'r2' }] },
          { 'related-risks': [{ 'risk-uuid': 'gone' }] },
        ],
      }),
    );
    expect(ours).toMatchObject({
      targetIds: ['AC.L2-3.1.3'],
      plannedCompletion: '2027-01-31',
      closed: true,
      milestones: [],
    });
    // Markup read as the text it shows (our export escapes what a person typed).
    expect(ours!.weakness).toBe('Rules are *not* reviewed <yet>.');
    expect(lastMilestone).toMatchObject({ source: 'i2', plannedCompletion: '2027-03-01', targetIds: [] });
    expect(lastMilestone!.weakness).toBeUndefined();
    expect(nothing).toMatchObject({
      source: 'poam-items[2]',
      problems: ['relates to risk gone, which the document does not hold'],
    });
  });

  it('refuses a document that is not a POA&M, saying what is expected', () => {
    const wrong = oscalPoamSchema.safeParse({ 'assessment-results': {} });
    expect(wrong.error!.issues[0]!.message).toBe(
      'Send an OSCAL POA&M: {"plan-of-action-and-milestones": {"poam-items": [...]}}',
    );
  });
});

describe('the POA&M import screen’s words', () => {
  it('counts what an import did', () => {
    expect(poamImportedCounts({ counts: { create: 2, update: 1, unchanged: 1, skipped: 3 } })).toBe(
      '2 items created and 1 updated, 1 unchanged, 3 skipped',
    );
    expect(poamImportedCounts({ counts: { create: 0, update: 0, unchanged: 2, skipped: 0 } })).toBe(
      'nothing recorded, 2 unchanged',
    );
  });

  it('names the fields an update changes', () => {
    const plan = {
      weakness: 'W',
      plannedCompletion: '2027-01-31',
      milestones: [{ text: 'A', due: '2026-12-01' }],
    };
    expect(changedFields(null, plan)).toEqual([]);
    expect(changedFields(plan, { ...plan, plannedCompletion: '2027-02-28', milestones: [] })).toEqual([
      'planned completion',
      'milestones',
    ]);
    expect(changedFields(plan, { ...plan, weakness: 'X' })).toEqual(['weakness']);
  });
});
