import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime, listed } from '../../src/contract/format';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it('reads like a person would say it', () => {
    expect(formatRelativeTime(ago(5), now)).toBe('just now');
    expect(formatRelativeTime(ago(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(14 * 24 * 3600), now)).toBe('2 weeks ago');
  });
  it('accepts ISO strings', () => {
    expect(formatRelativeTime(ago(120).toISOString(), now)).toBe('2 minutes ago');
  });
});

describe('formatDate', () => {
  it('formats like MMM dd, yyyy', () => {
    expect(formatDate(new Date(2026, 10, 2))).toBe('Nov 02, 2026');
  });
});

describe('listed', () => {
  it('joins names as a sentence says them', () => {
    expect(listed([])).toBe('');
    expect(listed(['Dana Reyes'])).toBe('Dana Reyes');
    expect(listed(['Dana Reyes', 'Lee Harbor'])).toBe('Dana Reyes and Lee Harbor');
    expect(listed(['AC.L1-3.1.1', 'AC.L1-3.1.2', 'IA.L1-3.5.1'])).toBe(
      'AC.L1-3.1.1, AC.L1-3.1.2 and IA.L1-3.5.1',
    );
  });
});
