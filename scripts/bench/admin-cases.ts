/**
 * The admin console's lists on the 10,000-organization demo set (`npm run seed:demo`): shared by
 * `npm run bench:console` (every case, with EXPLAIN ANALYZE) and section c of `npm run bench`
 * (those marked `bench`: first page, a search and a deep page of each list, and the overview).
 */
export interface AdminCase {
  label: string;
  path: string;
  bench?: boolean;
}

export const ADMIN_CASES: AdminCase[] = [
  { label: 'overview (all-assessments)', path: '/api/admin/all-assessments', bench: true },
  { label: 'users: first page', path: '/api/admin/users', bench: true },
  { label: 'users: search "avionics"', path: '/api/admin/users?search=avionics', bench: true },
  { label: 'users: search "owner.4242"', path: '/api/admin/users?search=owner.4242' },
  { label: 'users: filter overdue', path: '/api/admin/users?affirmation=overdue' },
  { label: 'users: filter role auditor', path: '/api/admin/users?role=auditor' },
  { label: 'users: page 400', path: '/api/admin/users?page=400', bench: true },
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
  { label: 'implementations: page 6800', path: '/api/admin/implementations?page=6800', bench: true },
  { label: 'evidence: first page', path: '/api/admin/evidence', bench: true },
  { label: 'evidence: search "visitor log"', path: '/api/admin/evidence?search=visitor%20log', bench: true },
  { label: 'evidence: search "cobalt optics"', path: '/api/admin/evidence?search=cobalt%20optics' },
  { label: 'evidence: search "SC.L1-3.13.1"', path: '/api/admin/evidence?search=SC.L1-3.13.1' },
  { label: 'evidence: page 4000', path: '/api/admin/evidence?page=4000', bench: true },
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
  { label: 'activity: page 20000', path: '/api/admin/activity?page=20000', bench: true },
  { label: 'activity: last page (40000)', path: '/api/admin/activity?page=40000' },
  { label: 'activity CSV, one organization', path: '/api/admin/activity.csv?search=summit%20machining' },
];
