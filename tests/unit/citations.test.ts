// The examples below are fixtures, not citations: check-citations: ignore-file
import { describe, expect, it } from 'vitest';
import {
  checkCitations,
  collectHeadings,
  findCitations,
  headingKeys,
  unresolvedCitations,
} from '../../scripts/check-citations.mjs';

const keys = (text: string) => findCitations(text).map((citation) => citation.key);

describe('citations in the code resolve to headings in docs/', () => {
  it('finds no citation without a heading in the real tree', () => {
    const { citations, unresolved } = checkCitations();
    expect(citations.length).toBeGreaterThan(50);
    expect(unresolved.map((c) => `${c.file}:${c.line}: ${c.key}`)).toEqual([]);
  });

  it('has a heading for each of D1 to D26 and for every section of both documents', () => {
    const headings = collectHeadings();
    for (let n = 1; n <= 26; n += 1) expect(headings).toContain(`D${n}`);
    for (const doc of [1, 2]) {
      expect(headings).toContain(`document ${doc}`);
      for (let section = 1; section <= 9; section += 1)
        expect(headings).toContain(`document ${doc} section ${section}`);
    }
  });

  it('reports a decision and a section that no heading defines', () => {
    const fixture = [
      '/** The envelope (D5) and the request helper (document 1 section 7). */',
      '/** A rule nobody wrote down (D99), from a document that does not exist (document 3 section 4). */',
      '// And a section the documents do not have (document 2 section 12).',
    ].join('\n');
    const unresolved = unresolvedCitations(findCitations(fixture, 'fixture.ts'), collectHeadings());
    expect(unresolved.map((c) => `${c.file}:${c.line}: ${c.key}`)).toEqual([
      'fixture.ts:2: D99',
      'fixture.ts:2: document 3 section 4',
      'fixture.ts:3: document 2 section 12',
    ]);
  });
});

describe('findCitations', () => {
  it('reads the decision forms used in the code', () => {
    expect(keys('D5')).toEqual(['D5']);
    expect(keys('the envelope of decision D5.')).toEqual(['D5']);
    expect(keys('impersonation (D10, D11, D16)')).toEqual(['D10', 'D11', 'D16']);
    expect(keys("describe('admin session (D10)'")).toEqual(['D10']);
    expect(keys('/** D18: 200 when the database answers */')).toEqual(['D18']);
  });

  it('expands ranges of decisions', () => {
    expect(keys('decisions D19-D26')).toEqual(['D19', 'D20', 'D21', 'D22', 'D23', 'D24', 'D25', 'D26']);
    expect(keys('D3–D5')).toEqual(['D3', 'D4', 'D5']);
    expect(keys('D19 to D20')).toEqual(['D19', 'D20']);
  });

  it('reads the section forms', () => {
    expect(keys('document 2 section 7')).toEqual(['document 2 section 7']);
    expect(keys('Document 2, section 7')).toEqual(['document 2 section 7']);
    expect(keys('doc 1 §9')).toEqual(['document 1 section 9']);
    expect(keys('document 1 sections 7 and 8')).toEqual(['document 1 section 7', 'document 1 section 8']);
    expect(keys('document 2 sections 7-9')).toEqual([
      'document 2 section 7',
      'document 2 section 8',
      'document 2 section 9',
    ]);
    expect(keys('section 4 of document 2')).toEqual(['document 2 section 4']);
    expect(keys('constants of document 1 section 9 and document 2 section 9')).toEqual([
      'document 1 section 9',
      'document 2 section 9',
    ]);
    expect(keys('Document 1 "Evidence upload form"')).toEqual(['document 1']);
  });

  it('ignores what only looks like a citation', () => {
    expect(keys('#D5ffaa 3D5 AD5 D5x x-D8 docs/decisions.md')).toEqual([]);
    expect(keys('as in section 5 of the Access Control Policy, within the time frames in section 2')).toEqual(
      [],
    );
    expect(keys('(D7 - 10 MB)')).toEqual(['D7']);
    expect(keys('(document 1 section 9, 10 MB)')).toEqual(['document 1 section 9']);
  });

  it('gives the line of each citation', () => {
    const found = findCitations('first line\nsecond (D12)\nthird, document 2 section 4', 'x.ts');
    expect(found.map((c) => `${c.line} ${c.key}`)).toEqual(['2 D12', '3 document 2 section 4']);
  });
});

describe('headingKeys', () => {
  it('takes decisions, documents and sections from headings, not from text or code blocks', () => {
    const markdown = [
      '## D5 Error envelope',
      'D6 in a paragraph',
      '## Document 1: overview',
      '### Document 2 section 4: ratings',
      '```',
      '## D7 inside a code block',
      '```',
    ].join('\n');
    expect([...headingKeys(markdown)].sort()).toEqual([
      'D5',
      'document 1',
      'document 2',
      'document 2 section 4',
    ]);
  });
});
