import { listed } from '../../contract/format';
import type { Member } from '../../contract/organizations';
import { useMembers } from '../lib/members';

/** "Dana Reyes and Lee Harbor": members as the cards name them. */
export const namesOf = (members: Member[]): string => listed(members.map((member) => member.name));

/**
 * "ask an owner (Dana Reyes)": whom a member asks for what only owners do (D27). The member list
 * names them; until it answers, or if it cannot, the sentence still reads without the names.
 */
export function AskAnOwner({ to }: { to: string }) {
  const owners = (useMembers().data ?? []).filter((member) => member.role === 'owner');
  return (
    <>
      ask an owner{owners.length > 0 && ` (${namesOf(owners)})`} {to}
    </>
  );
}
