import { describe, expect, it } from 'vitest';
import { KeptAnswers } from '../../src/server/http/kept-answers';

/** An answer of `length` bytes of UTF-8 JSON. */
const json = (length: number, fill = 'x') => Buffer.from(`"${fill.repeat(length - 2)}"`, 'utf8');

describe('the answers a process keeps (issue 28)', () => {
  it('serves an answer only at the version it was made', () => {
    const kept = new KeptAnswers(1000);
    kept.keep('org:assessment', { version: 3, body: json(10) });
    expect(kept.at('org:assessment', 3)).toEqual(json(10));
    expect(kept.at('org:assessment', 4)).toBeUndefined();
    expect(kept.at('org:assessment', 2)).toBeUndefined();
    expect(kept.at('other:assessment', 3)).toBeUndefined();
  });

  it('replaces an answer by one made at a later version, never by an older one', () => {
    const kept = new KeptAnswers(1000);
    kept.keep('org:evidence', { version: 5, body: json(10, 'a') });
    kept.keep('org:evidence', { version: 4, body: json(20, 'b') });
    expect(kept.at('org:evidence', 5)).toEqual(json(10, 'a'));
    kept.keep('org:evidence', { version: 6, body: json(30, 'c') });
    expect(kept.at('org:evidence', 6)).toEqual(json(30, 'c'));
    // 30 bytes, not 10 + 30: the replaced answer is no longer counted.
    expect(kept.size).toEqual({ answers: 1, bytes: 30 });
  });

  it('lets the least recently used answers go when over its limit', () => {
    // Limit 100: three answers of 40 do not fit; 40 + 40 = 80 do.
    const kept = new KeptAnswers(100);
    kept.keep('a', { version: 1, body: json(40) });
    kept.keep('b', { version: 1, body: json(40) });
    expect(kept.at('a', 1)).toBeDefined(); // a is now used more recently than b
    kept.keep('c', { version: 1, body: json(40) }); // 120 > 100: b goes
    expect(kept.at('b', 1)).toBeUndefined();
    expect(kept.at('a', 1)).toBeDefined();
    expect(kept.at('c', 1)).toBeDefined();
    expect(kept.size).toEqual({ answers: 2, bytes: 80 });
  });

  it('counts its limit in bytes of UTF-8, not in characters', () => {
    // "é" is one character and two bytes: the 4-character answer "éé" with its quotes is 6 bytes.
    const kept = new KeptAnswers(100);
    kept.keep('a', { version: 1, body: Buffer.from('"éé"', 'utf8') });
    expect(kept.size).toEqual({ answers: 1, bytes: 6 });
  });

  it('does not keep an answer larger than its whole limit, nor lets the others go for it', () => {
    const kept = new KeptAnswers(100);
    kept.keep('a', { version: 1, body: json(40) });
    kept.keep('huge', { version: 1, body: json(101) });
    expect(kept.at('huge', 1)).toBeUndefined();
    expect(kept.at('a', 1)).toBeDefined();
    expect(kept.size).toEqual({ answers: 1, bytes: 40 });
  });
});
