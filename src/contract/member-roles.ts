import type { MemberRole } from './constants';

/**
 * How each member role reads on the screens (D27). Apart from the schemas of organizations.ts
 * (which re-exports it), so that the header's organization switcher, on every page, does not
 * download the validation library or the other labels with it (issue 14).
 */
export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};
