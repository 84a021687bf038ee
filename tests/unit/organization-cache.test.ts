import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../src/contract/auth';
import { ApiError } from '../../src/web/lib/api';
import { currentUserKey } from '../../src/web/lib/auth';
import { organizationKey } from '../../src/web/lib/organization-details';
import { createQueryClient } from '../../src/web/lib/query-client';
import { resetReadsAfterLevelChange } from '../../src/web/lib/target-level';

/**
 * The reads of the browser belong to the organization the session works in (D27): when the user
 * lookup names another one, the previous one's are dropped (src/web/lib/query-client.ts), and a
 * 409 `no_organization` reads the user again instead of showing a toast.
 */
const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../src/web/lib/toast', () => ({ toast }));

const user = (organizationId: string | null): PublicUser => ({
  id: 'u1',
  username: 'dana',
  email: 'dana@example.com',
  businessName: organizationId ?? '',
  businessNumber: null,
  industry: 'Manufacturing',
  role: 'client',
  firstName: 'Dana',
  lastName: 'Reyes',
  profileImageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  organization: organizationId
    ? { id: organizationId, businessName: organizationId, role: 'owner', canAffirm: true }
    : null,
  emailConfirmed: true,
  pendingEmail: null,
  emailConfirmationSentAt: null,
  passwordChangeRequired: false,
});

const progressKey = ['/api/progress/overall'];

describe('the reads of the current organization', () => {
  it('are kept while the user lookup names the same organization', () => {
    const client = createQueryClient();
    client.setQueryData(currentUserKey, user('org-a'));
    client.setQueryData(progressKey, { completed: 3 });
    client.setQueryData(currentUserKey, { ...user('org-a'), firstName: 'Dee' });
    expect(client.getQueryData(progressKey)).toEqual({ completed: 3 });
  });

  it('are dropped when it names another organization, or none', () => {
    const client = createQueryClient();
    client.setQueryData(currentUserKey, user('org-a'));
    client.setQueryData(progressKey, { completed: 3 });
    client.setQueryData(currentUserKey, user('org-b'));
    expect(client.getQueryData(progressKey)).toBeUndefined();
    expect(client.getQueryData(currentUserKey)).toEqual(user('org-b'));

    client.setQueryData(progressKey, { completed: 0 });
    client.setQueryData(currentUserKey, user(null));
    expect(client.getQueryData(progressKey)).toBeUndefined();
  });

  it('are not touched by a first sign-in (sign-out clears them itself)', () => {
    const client = createQueryClient();
    client.setQueryData(['/api/settings'], { maxFileSize: 1 });
    client.setQueryData(currentUserKey, null);
    client.setQueryData(currentUserKey, user('org-a'));
    expect(client.getQueryData(['/api/settings'])).toEqual({ maxFileSize: 1 });
  });

  it('a 409 no_organization reads the user again, without a toast', async () => {
    const client = createQueryClient();
    client.setQueryData(currentUserKey, user('org-a'));
    await client
      .fetchQuery({
        queryKey: progressKey,
        queryFn: () =>
          Promise.reject(new ApiError(409, '{"message":"No organization","code":"no_organization"}')),
        meta: { errorToast: { title: 'Error', description: 'Failed' } },
      })
      .catch(() => undefined);
    expect(toast).not.toHaveBeenCalled();
    expect(client.getQueryState(currentUserKey)?.isInvalidated).toBe(true);
  });
});

describe('the reads after a change of the target level (D29)', () => {
  it('are all reset but the user and the organization, which the change answered', async () => {
    const client = createQueryClient();
    client.setQueryData(currentUserKey, user('org-a'));
    client.setQueryData(organizationKey, { id: 'org-a', targetLevel: 2 });
    client.setQueryData(progressKey, { completed: 3 });
    client.setQueryData(['/api/controls'], [{ id: 'AC.L1-3.1.1' }]);
    client.setQueryData(['/api/organization/members'], []);
    await resetReadsAfterLevelChange(client);
    expect(client.getQueryData(progressKey)).toBeUndefined();
    expect(client.getQueryData(['/api/controls'])).toBeUndefined();
    expect(client.getQueryData(['/api/organization/members'])).toBeUndefined();
    expect(client.getQueryData(currentUserKey)).toEqual(user('org-a'));
    expect(client.getQueryData(organizationKey)).toEqual({ id: 'org-a', targetLevel: 2 });
  });
});
