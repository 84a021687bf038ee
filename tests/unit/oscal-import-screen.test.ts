import { describe, expect, it } from 'vitest';
import type { FindingState } from '../../src/contract/oscal-import';
import { ApiError } from '../../src/web/lib/api';
import { importedCounts } from '../../src/web/self-assessment/OscalImportCard';
import { otherChanges } from '../../src/web/self-assessment/OscalImportDialog';
import { refusalOf } from '../../src/web/components/OscalImportRefusal';

/*
 * What the "Import findings from OSCAL" card says (D32, issue 27 item 4): a refusal of the server
 * (POST /api/assessment/import/oscal, src/server/findings/oscal-import.ts) as the alert shows it,
 * what else than the finding an import sets, and an import's counts in words.
 */

const refused = (status: number, envelope: Record<string, unknown>) =>
  new ApiError(status, JSON.stringify(envelope));

describe('refusalOf', () => {
  it('lists the unknown targets one a line under the message lead, with the count beyond them', () => {
    const reason = 'not an objective of the Level 1 catalog (NIST SP 800-171 Rev 2 / SP 800-171A)';
    expect(
      refusalOf(
        refused(400, {
          message: `22 targets are not in the Level 1 catalog: 3.1.3[a] (${reason}); ac-2_obj.a (${reason}); and 20 more`,
          errors: { '3.1.3[a]': reason, 'ac-2_obj.a': reason },
        }),
      ),
    ).toEqual({
      message: '22 targets are not in the Level 1 catalog:',
      details: [`3.1.3[a]: ${reason}`, `ac-2_obj.a: ${reason}`, 'and 20 more'],
    });
  });

  it('keeps a message that names its one entry as the server wrote it', () => {
    const message =
      'A target is not in the Level 1 catalog: AC.L2-3.1.1[a] (a Level 2 id; this organization assesses Level 1)';
    expect(refusalOf(refused(400, { message, errors: { 'AC.L2-3.1.1[a]': 'a Level 2 id' } }))).toEqual({
      message,
      details: [],
    });
  });

  it('names the JSON path of a document of the wrong shape', () => {
    const message = 'A finding\'s target.status.state is "satisfied" or "not-satisfied"';
    expect(
      refusalOf(
        refused(400, {
          message,
          errors: { 'assessment-results.results.0.findings.12.target.status.state': message },
        }),
      ),
    ).toEqual({
      message,
      details: ['at assessment-results.results[0].findings[12].target.status.state'],
    });
  });

  it('says the limit of a file too large, and what a failed connection means', () => {
    expect(refusalOf(refused(413, { message: 'The request is too large' })).message).toBe(
      'The request is too large: the import takes documents of at most 8 MB. Leave attachments (back-matter) out of the file.',
    );
    expect(refusalOf(new TypeError('Failed to fetch')).message).toBe(
      'The file could not be sent: check your connection and try again.',
    );
    // A proxy's page is no envelope: the status is all there is to say.
    expect(refusalOf(new ApiError(502, '<html>Bad gateway</html>')).message).toBe(
      'The server refused the file (502).',
    );
  });
});

const state = (fields: Partial<FindingState>): FindingState => ({
  finding: 'met',
  methods: [],
  note: null,
  justification: null,
  partial: null,
  basis: null,
  basisDescription: null,
  capabilityOff: false,
  ...fields,
});

describe('otherChanges', () => {
  it('names the methods set and the other fields by name', () => {
    expect(
      otherChanges(
        state({ methods: ['examine'], note: 'Checked.' }),
        state({ finding: 'not_met', methods: ['interview', 'test'], note: 'Asked.' }),
      ),
    ).toEqual(['methods: Interview, Test', 'note']);
    expect(otherChanges(null, state({ methods: ['examine'] }))).toEqual(['methods: Examine']);
    expect(
      otherChanges(
        null,
        state({
          finding: 'not_applicable',
          justification: 'No remote access.',
          capabilityOff: true,
        }),
      ),
    ).toEqual(['why it does not apply', 'capability policy']);
    expect(
      otherChanges(
        state({ finding: 'not_met' }),
        state({ finding: 'not_met', basis: 'enduring_exception', basisDescription: 'CNC.' }),
      ),
    ).toEqual(['counts-as-MET basis']);
    expect(otherChanges(state({ note: 'Kept.' }), state({ note: 'Kept.' }))).toEqual([]);
  });
});

describe('importedCounts', () => {
  it('says what was recorded, then what was left as it was', () => {
    expect(importedCounts({ counts: { new: 1, changed: 2, unchanged: 3, skipped: 1 } })).toBe(
      '1 new and 2 changed recorded, 3 unchanged, 1 skipped',
    );
    expect(importedCounts({ counts: { new: 0, changed: 0, unchanged: 4, skipped: 0 } })).toBe(
      'nothing recorded, 4 unchanged',
    );
  });
});
