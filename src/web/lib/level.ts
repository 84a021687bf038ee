import { useQuery } from '@tanstack/react-query';
import type { Level } from '../../contract/level2';
import { routes } from '../../contract/routes';
import { call } from './api';
import { organizationKey } from './organization-details';

/**
 * The CMMC level the organization assesses itself against (D29): the `targetLevel` of GET
 * /api/organization (the same read as the organization's settings), which every member may ask.
 * For the shell, which reads no findings (the menu's POA&M entry is Level 2's); a screen that
 * shows findings goes by the assessment's `level`, the level they were read at. Undefined while it
 * loads, and when not `enabled` (staff, an account in no organization).
 */
export function useTargetLevel(enabled = true): Level | undefined {
  return useQuery({ queryKey: organizationKey, queryFn: () => call(routes.organization), enabled }).data
    ?.targetLevel;
}
