import { expect, type APIRequestContext } from '@playwright/test';
import { newAccount } from './support';

type MemberRole = 'owner' | 'editor' | 'viewer';

/** The token at the end of an invitation's link. */
const tokenOf = (acceptUrl: string) => decodeURIComponent(acceptUrl.split('/invite/')[1]!);

/**
 * A member of the owner's organization (D27), set up through the API as tests/api/members.test.ts
 * does: the owner invites a fresh address with a role, and the invitee registers through the link
 * with personal fields only, on `request` (a page's, so that the page is signed in as the member).
 * `personal` overrides the registration's personal fields (a member without a name: `firstName: ''`).
 */
export async function joinAsMember(
  owner: APIRequestContext,
  request: APIRequestContext,
  role: MemberRole,
  { canAffirm = false, ...personal }: { canAffirm?: boolean; firstName?: string; lastName?: string } = {},
) {
  const {
    businessName: _name,
    businessNumber: _number,
    industry: _industry,
    ...form
  } = { ...newAccount(), ...personal };
  const invited = await owner.post('/api/organization/invitations', {
    data: { email: form.email, role, canAffirm },
  });
  expect(invited.status()).toBe(201);
  const { acceptUrl } = (await invited.json()) as { acceptUrl: string };
  const joined = await request.post('/api/auth/register', {
    data: { ...form, invitationToken: tokenOf(acceptUrl) },
  });
  expect(joined.status()).toBe(201);
  return form;
}

/** A fresh business registered through the API on its own request context: the owner. */
export async function ownerOf(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const form = { ...newAccount(), ...overrides };
  const response = await request.post('/api/auth/register', { data: form });
  expect(response.status()).toBe(201);
  return form;
}
