import fc from 'fast-check';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { markupText, plainTextOfMarkup } from '../../src/contract/oscal-markup';

/*
 * Issue 38: what a person typed goes into OSCAL's markup fields (Markdown after CommonMark) as
 * plain text, which a viewer that renders the markup shows as those characters, never as HTML,
 * a link, emphasis or a list; and the import reads it back as it was written.
 */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** What a Markdown renderer makes of the markup: the tags it used, and the text it shows. */
function rendered(markup: string): { tags: string[]; text: string } {
  const html = marked.parse(markup, { async: false, gfm: true });
  const tags = [...new Set(html.match(/<\/?[a-z][^>]*>/gi) ?? [])];
  const text = html
    .replace(/<\/?(p|br)\s*\/?>/gi, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
  return { tags, text };
}

const shown = (plain: string) => plain.replace(/\s+/g, ' ').trim();
const PARAGRAPH_TAGS = ['<p>', '</p>', '<br>'];

describe('plain text in OSCAL markup', () => {
  it.each([
    ['an image with a script', '<img src=x onerror=alert(1)>'],
    ['a script block', '<script>alert(1)</script>'],
    ['a link', '[click here](javascript:alert(1))'],
    ['an image', '![x](/x.png "title")'],
    ['an autolink', '<javascript:alert(1)>'],
    ['a link reference', '[x]\n\n[x]: javascript:alert(1)'],
    ['emphasis', '*really* _done_ **bold** __bold__'],
    ['code', '`rm -rf` and ```fenced```'],
    ['a heading', '# Heading\n## Sub'],
    ['a setext heading', 'Title\n===\nOther\n---'],
    ['lists', '- one\n+ two\n* three\n1. first\n2) second'],
    ['a block quote', '> quoted'],
    ['a table', 'a | b\n--|--\n1 | 2'],
    ['an entity', '&lt;b&gt; &amp; &#60;i&#62; &copy;'],
    ['strikethrough', '~~gone~~ ~sub~ ^sup^'],
    ['an OSCAL parameter', 'uses {{ insert: param, ac-1_prm_1 }}'],
    ['a thematic break', 'before\n\n***\n\n___\n\nafter'],
  ])('shows %s as its characters', (_name, plain) => {
    const { tags, text } = rendered(markupText(plain));
    expect(tags.filter((tag) => !PARAGRAPH_TAGS.includes(tag))).toEqual([]);
    expect(text).toBe(shown(plain));
    expect(plainTextOfMarkup(markupText(plain))).toBe(plain);
  });

  it('leaves ordinary text as it was written', () => {
    for (const plain of [
      'The user list matches the Microsoft 365 export.',
      'NOT MET: [b] and 3.1.1[a]',
      'policy_v2_final.pdf',
      'R&D, 50% done (mostly); see "the plan"!',
      'Ünïcödé, 中文, עברית, 🚀',
      '2.5 hours on 2026-12-15',
      'a > b and c = d + e - f',
    ])
      expect(markupText(plain)).toBe(plain);
  });

  it('drops hidden controls, keeping line breaks and tabs', () => {
    expect(markupText('a\u202Eb\u0007c\td\r\ne')).toBe('abc\td\r\ne');
  });

  // Lines do not start with blanks: four of them after a blank line show as preformatted text,
  // the same characters in a monospace font. '@', 'h' and 'w' are left out: a renderer with the
  // GitHub extensions links an e-mail address or a bare URL as it would in any text.
  const character = fc.constantFrom(
    ...'!"#$%&\'()*+,-./:;<=>?[\\]^_`{|}~',
    ...'abxyz019',
    ' ',
    '\n',
    '\t',
    '\r',
    'é',
    '中',
  );
  const typed = fc.string({ unit: character, maxLength: 200 }).map((plain) => plain.replace(/^[ \t]+/gm, ''));

  it('shows anything typed from punctuation as its characters, and reads back as written', () => {
    fc.assert(
      fc.property(typed, (plain) => {
        const markup = markupText(plain);
        const { tags, text } = rendered(markup);
        expect(tags.filter((tag) => !PARAGRAPH_TAGS.includes(tag))).toEqual([]);
        expect(text).toBe(shown(plain));
        expect(plainTextOfMarkup(markup)).toBe(plain);
      }),
      { numRuns: 3000 },
    );
  });
});
