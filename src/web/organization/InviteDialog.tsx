import { useState } from 'react';
import { MEMBER_ROLES, type MemberRole } from '../../contract/constants';
import {
  INVITATION_VALID_DAYS,
  invitationInputSchema,
  MEMBER_ROLE_DESCRIPTIONS,
  MEMBER_ROLE_LABELS,
  type Invitation,
} from '../../contract/organizations';
import { CopyableLink, formatExpiry } from '../components/CopyableLink';
import { fieldMessages } from '../components/OrganizationFields';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../components/ui/select';
import { serverFieldErrors } from '../lib/errors';
import { useInvite } from '../lib/members';

/** The invitation made: its link to pass on, and whether it was mailed (D27). */
function InvitationMade({ invitation, onDone }: { invitation: Invitation; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex flex-col gap-2 text-sm text-slate-700">
        <p>
          {invitation.mailed ? (
            <>
              The invitation was e-mailed to <strong className="break-words">{invitation.email}</strong>. You
              can also copy the link and send it yourself.
            </>
          ) : (
            <>
              This server does not send e-mail: copy the link and send it to{' '}
              <strong className="break-words">{invitation.email}</strong> yourself.
            </>
          )}
        </p>
        <p>
          It works once, until {formatExpiry(invitation.expiresAt)}, and only for an account with that e-mail
          address. It stays under Pending invitations until it is used.
        </p>
      </div>
      <CopyableLink
        id="invitation-link"
        label="Invitation link"
        link={invitation.acceptUrl}
        onDone={onDone}
      />
    </div>
  );
}

/**
 * "Invite member" (owners, D27): an e-mail address, a role and whether they may affirm (never a
 * viewer). The link is shown once made, to copy, whether or not it was mailed.
 */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const [canAffirm, setCanAffirm] = useState(false);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const invite = useInvite();
  const errors = { ...serverFieldErrors(invite.error), ...checked };
  const submit = () => {
    const result = invitationInputSchema.safeParse({ email, role, canAffirm });
    setChecked(fieldMessages(result.error?.issues ?? []));
    if (result.success) invite.mutate(result.data);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-lg"
        title={invite.data ? 'Invitation created' : 'Invite member'}
        description={
          invite.data
            ? undefined
            : `They get a link that works for ${INVITATION_VALID_DAYS} days, once, and only for this e-mail address.`
        }
      >
        {invite.data ? (
          <InvitationMade invitation={invite.data} onDone={onClose} />
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <FormField id="invite-email" label="E-mail" error={errors.email}>
              {(aria) => (
                <Input
                  {...aria}
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </FormField>
            <FormField
              id="invite-role"
              label="Role"
              error={errors.role}
              hint={MEMBER_ROLE_DESCRIPTIONS[role]}
            >
              {(aria) => (
                <Select
                  value={role}
                  onValueChange={(next) => {
                    setRole(next as MemberRole);
                    if (next === 'viewer') setCanAffirm(false);
                  }}
                >
                  <SelectTrigger {...aria}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {MEMBER_ROLES.map((choice) => (
                      <SelectItem key={choice} value={choice}>
                        {MEMBER_ROLE_LABELS[choice]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <div className="flex flex-col gap-1.5">
              <div className="flex items-center gap-2">
                <Checkbox
                  id="invite-can-affirm"
                  checked={canAffirm}
                  disabled={role === 'viewer'}
                  aria-describedby="invite-can-affirm-hint"
                  onCheckedChange={(value) => setCanAffirm(value === true)}
                />
                <Label htmlFor="invite-can-affirm" className="peer-disabled:text-slate-500">
                  May affirm
                </Label>
              </div>
              <p id="invite-can-affirm-hint" className="text-xs text-slate-600">
                {role === 'viewer'
                  ? 'A viewer cannot affirm: choose editor or owner for the senior official.'
                  : 'The senior official who affirms the yearly self-assessment in their own name (32 CFR 170.22).'}
              </p>
              {errors.canAffirm && <p className="text-sm font-medium text-red-700">{errors.canAffirm}</p>}
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={invite.isPending}>
                {invite.isPending ? 'Inviting...' : 'Create invitation'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
