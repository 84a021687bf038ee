import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { MEMBER_ROLES, type MemberRole } from '../../contract/constants';
import { MEMBER_ROLE_LABELS } from '../../contract/member-roles';
import type { Member } from '../../contract/organizations';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { Checkbox } from '../components/ui/checkbox';
import { Label } from '../components/ui/label';
import { useRemoveMember, useUpdateMember } from '../lib/members';

const ROLE_CHOICES = MEMBER_ROLES.map((role) => ({ value: role, label: MEMBER_ROLE_LABELS[role] }));

function Who({ member, self }: { member: Member; self: boolean }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="truncate font-medium text-slate-900">
        {member.name}
        {self && <span className="font-normal text-slate-600"> (you)</span>}
      </p>
      <p className="break-words text-sm text-slate-600">{member.email}</p>
    </div>
  );
}

/** A member as everyone reads them: the role, and whether they may affirm. */
function ReadOnlyMember({ member, self }: { member: Member; self: boolean }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4" data-testid="member">
      <Who member={member} self={self} />
      <div className="flex flex-wrap gap-2">
        <Badge tone={member.role === 'owner' ? 'brand' : 'neutral'}>{MEMBER_ROLE_LABELS[member.role]}</Badge>
        {member.canAffirm && <Badge tone="green">May affirm</Badge>}
      </div>
    </li>
  );
}

/** A member as an owner manages them: role, may-affirm, remove (not themself: they leave instead). */
function ManagedMember({
  member,
  self,
  organizationName,
}: {
  member: Member;
  self: Member | undefined;
  organizationName: string;
}) {
  const update = useUpdateMember(self?.userId ?? '');
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
  const isSelf = member.userId === self?.userId;
  const busy = update.isPending || remove.isPending;
  const affirmId = `may-affirm-${member.userId}`;
  const change = (changes: { role?: MemberRole; canAffirm?: boolean }) =>
    update.mutate({ userId: member.userId, change: changes });
  return (
    <li
      className="flex flex-col gap-3 py-3 md:grid md:grid-cols-[minmax(0,1fr)_8rem_8rem_6.5rem] md:items-center md:gap-4"
      data-testid="member"
    >
      <Who member={member} self={isSelf} />
      {/* In the row's grid from md up (`contents`): the controls line up from member to member. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 md:contents">
        <ChoiceSelect
          label={`Role of ${member.name}`}
          className="w-32"
          value={member.role}
          disabled={busy}
          onChange={(role) => change({ role: role as MemberRole })}
          choices={ROLE_CHOICES}
        />
        <div className="flex items-center gap-2">
          <Checkbox
            id={affirmId}
            aria-label={`${member.name} may affirm`}
            checked={member.canAffirm}
            disabled={busy || member.role === 'viewer'}
            title={member.role === 'viewer' ? 'A viewer cannot affirm' : undefined}
            onCheckedChange={(value) => change({ canAffirm: value === true })}
          />
          <Label htmlFor={affirmId} className="peer-disabled:text-slate-500">
            May affirm
          </Label>
        </div>
        {!isSelf && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Remove ${member.name}`}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            <UserMinus aria-hidden />
            Remove
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${member.name}?`}
        description={`${member.name} loses access to ${organizationName} at once, on every device. What they recorded stays, and the activity log keeps their name. You can invite them again later.`}
        confirmLabel="Remove member"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { userId: member.userId, name: member.name },
            { onSettled: () => setConfirming(false) },
          )
        }
      />
    </li>
  );
}

/** The organization's members (D27): owners change them, everyone else reads the list. */
export function MemberList({
  members,
  selfId,
  manage,
  organizationName,
}: {
  members: Member[];
  selfId: string;
  manage: boolean;
  organizationName: string;
}) {
  const self = members.find((member) => member.userId === selfId);
  return (
    <ul className="divide-y divide-slate-200" aria-label="Members">
      {members.map((member) =>
        manage ? (
          <ManagedMember
            key={member.userId}
            member={member}
            self={self}
            organizationName={organizationName}
          />
        ) : (
          <ReadOnlyMember key={member.userId} member={member} self={member.userId === selfId} />
        ),
      )}
    </ul>
  );
}
