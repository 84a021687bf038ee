import { describe, expect, it } from 'vitest';
import { KeptAnswers } from '../../src/server/http/kept-answers';

/** An answer of `length` characters. */
const json = (length: number, fill = 'x') => `"${fill.repeat(length - 2)}"`;

describe('the answers a process keeps (issue 28)', () => {
  it('serves an answer only at the version it was made', () => {
    const kept = new KeptAnswers(1000);
    kept.keep('org:assessment', { version: 3, json: json(10) });
    expect(kept.at('org:assessment', 3)).toBe(json(10));
    expect(kept.at('org:assessment', 4)).toBeUndefined();
    expect(kept.at('org:assessment', 2)).toBeUndefined();
    expect(kept.at('other:assessment', 3)).toBeUndefined();
  });

  it('replaces an answer by one made at a later version, never by an older one', () => {
    const kept = new KeptAnswers(1000);
    kept.keep('org:evidence', { version: 5, json: json(10, 'a') });
    kept.keep('org:evidence', { version: 4, json: json(20, 'b') });
    expect(kept.at('org:evidence', 5)).toBe(json(10, 'a'));
    kept.keep('org:evidence', { version: 6, json: json(30, 'c') });
    expect(kept.at('org:evidence', 6)).toBe(json(30, 'c'));
    // 30 characters, not 10 + 30: the replaced answer is no longer counted.
    expect(kept.size).toEqual({ answers: 1, characters: 30 });
  });

  it('lets the least recently used answers go when over its limit', () => {
    // Limit 100: three answers of 40 do not fit; 40 + 40 = 80 do.
    const kept = new KeptAnswers(100);
    kept.keep('a', { version: 1, json: json(40) });
    kept.keep('b', { version: 1, json: json(40) });
    expect(kept.at('a', 1)).toBeDefined(); // a is now used more recently than b
    kept.keep('c', { version: 1, json: json(40) }); // 120 > 100: b goes
    expect(kept.at('b', 1)).toBeUndefined();
    expect(kept.at('a', 1)).toBeDefined();
    expect(kept.at('c', 1)).toBeDefined();
    expect(kept.size).toEqual({ answers: 2, characters: 80 });
  });

  it('does not keep an answer larger than its whole limit, nor lets the others go for it', () => {
    const kept = new KeptAnswers(100);
    kept.keep('a', { version: 1, json: json(40) });
    kept.keep('huge', { version: 1, json: json(101) });
    expect(kept.at('huge', 1)).toBeUndefined();
    expect(kept.at('a', 1)).toBeDefined();
    expect(kept.size).toEqual({ answers: 1, characters: 40 });
  });
});
