import { ADMIN_PAGE_SIZE_DEFAULT } from '../../src/contract/admin';

/**
 * The admin console's lists on a seeded demo set (`npm run seed:demo`): shared by
 * `npm run bench:console` (every case, with EXPLAIN ANALYZE) and section c of `npm run bench`
 * (those marked `bench`: first page, a search and the middle page of each list, the last page of
 * the activity log, and the overview). The middle page walks the longest offset: a page in the
 * older half is read from the other end (src/server/admin/paging.ts).
 */
export interface AdminCase {
  label: string;
  path: string;
  bench?: boolean;
  /** A page found from the list's total (which its first page tells), whatever the set's size. */
  depth?: 'middle' | 'last';
}

/** The page a case asks for, once its list's total is known from the first page. */
export function casePath({ path, depth }: AdminCase, total: number): string {
  if (!depth) return path;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE_DEFAULT));
  const page = depth === 'last' ? pages : Math.ceil(pages / 2);
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
}

export const ADMIN_CASES: AdminCase[] = [
  { label: 'overview (all-assessments)', path: '/api/admin/all-assessments', bench: true },
  { label: 'users: first page', path: '/api/admin/users', bench: true },
  { label: 'users: search "avionics"', path: '/api/admin/users?search=avionics', bench: true },
  { label: 'users: search "owner.4242"', path: '/api/admin/users?search=owner.4242' },
  { label: 'users: filter overdue', path: '/api/admin/users?affirmation=overdue' },
  { label: 'users: filter role auditor', path: '/api/admin/users?role=auditor' },
  { label: 'users: middle page', path: '/api/admin/users', depth: 'middle', bench: true },
  { label: 'implementations: first page', path: '/api/admin/implementations', bench: true },
  { label: 'implementations: search "flaw"', path: '/api/admin/implementations?search=flaw' },
  {
    label: 'implementations: search "summit machining"',
    path: '/api/admin/implementations?search=summit%20machining',
    bench: true,
  },
  {
    label: 'implementations: completed in PE',
    path: '/api/admin/implementations?status=completed&domainId=PE',
  },
  {
    label: 'implementations: middle page',
    path: '/api/admin/implementations',
    depth: 'middle',
    bench: true,
  },
  { label: 'evidence: first page', path: '/api/admin/evidence', bench: true },
  { label: 'evidence: search "visitor log"', path: '/api/admin/evidence?search=visitor%20log', bench: true },
  { label: 'evidence: search "cobalt optics"', path: '/api/admin/evidence?search=cobalt%20optics' },
  { label: 'evidence: search "SC.L1-3.13.1"', path: '/api/admin/evidence?search=SC.L1-3.13.1' },
  { label: 'evidence: middle page', path: '/api/admin/evidence', depth: 'middle', bench: true },
  { label: 'activity: first page', path: '/api/admin/activity', bench: true },
  {
    label: 'activity: search "summit machining"',
    path: '/api/admin/activity?search=summit%20machining',
    bench: true,
  },
  { label: 'activity: search "sign"', path: '/api/admin/activity?search=sign' },
  { label: 'activity: search "firewall"', path: '/api/admin/activity?search=firewall' },
  { label: 'activity: action review', path: '/api/admin/activity?action=review' },
  { label: 'activity: action account_disabled', path: '/api/admin/activity?action=account_disabled' },
  { label: 'activity: middle page', path: '/api/admin/activity', depth: 'middle', bench: true },
  { label: 'activity: last page', path: '/api/admin/activity', depth: 'last', bench: true },
  { label: 'activity CSV, one organization', path: '/api/admin/activity.csv?search=summit%20machining' },
];
