/** Why access was refused; http/errors.ts answers each with its status (401, 403, 404). */
export type AccessRefusal = 'signed_out' | 'not_permitted' | 'not_found' | 'no_organization' | 'not_a_member';

const DEFAULT_MESSAGES: Record<AccessRefusal, string> = {
  signed_out: 'Unauthorized',
  not_permitted: 'You do not have permission to do this',
  not_found: 'Not found',
  no_organization:
    'Your account is not a member of any organization. Create one, or ask an owner to invite you.',
  not_a_member:
    'You are not a member of the organization this page works in. Reload the page to continue in another of your organizations.',
};

/**
 * What access/ throws: nobody signed in, a session that does not grant the permission (D5, D10,
 * D33), or a record the actor may not see, which is answered as not found (D5). Access knows
 * nothing of HTTP: http/errors.ts turns this into the error envelope.
 */
export class AccessRefused extends Error {
  constructor(
    readonly reason: AccessRefusal,
    message = DEFAULT_MESSAGES[reason],
  ) {
    super(message);
  }
}
