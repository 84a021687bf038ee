import { useState } from 'react';
import type { AdminUser } from '../../contract/admin';
import { ROLES, type Role } from '../../contract/constants';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { Label } from '../components/ui/label';
import { toast } from '../lib/toast';
import { useMakeEnrolmentLink, useUpdateUser } from '../lib/admin';
import { EnrolmentLinkPanel } from './EnrolmentLinkPanel';
import { MakeLinkButton } from './MakeLinkButton';

export const ROLE_LABELS: Record<Role, string> = { client: 'Client', auditor: 'Auditor', admin: 'Admin' };

/** "Change role": a dialog with the three roles (D20); never offered on one's own row. */
export function ChangeRoleButton({ user, name }: { user: AdminUser; name: string }) {
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<Role>(user.role);
  const update = useUpdateUser();
  const close = () => {
    setOpen(false);
    setRole(user.role);
  };
  const save = () =>
    update.mutate(
      { id: user.id, change: { role } },
      {
        onSuccess: () => {
          const enrol =
            role !== 'client' && !user.totpEnabled
              ? ' They sign in once they turn on two-step sign-in: make an enrolment link for them.'
              : '';
          toast({
            title: 'Role changed',
            description: `${name} is now ${ROLE_LABELS[role].toLowerCase()}.${enrol}`,
          });
          close();
        },
      },
    );
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Change role<span className="sr-only"> of {name}</span>
      </Button>
      {open && (
        <Dialog open onOpenChange={(next) => !next && close()}>
          <DialogContent
            title="Change role"
            description={`${name}: ${ROLE_LABELS[user.role]} now. A client works on its own controls; an auditor reviews every client; an admin runs this console.`}
            className="max-w-md"
          >
            <div className="flex flex-col gap-4">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="role-select">Role</Label>
                <ChoiceSelect
                  id="role-select"
                  value={role}
                  onChange={(value) => setRole(value as Role)}
                  choices={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
                />
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button onClick={save} disabled={update.isPending || role === user.role}>
                  {update.isPending ? 'Saving...' : 'Save role'}
                </Button>
              </div>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

/**
 * "Make enrolment link" (D33), for a staff account that has not turned two-step sign-in on: a new
 * single-use link, shown once (and mailed when mail is set); the older links stop working.
 */
export function EnrolmentLinkButton({ user, name }: { user: AdminUser; name: string }) {
  return (
    <MakeLinkButton
      label="Make enrolment link"
      name={name}
      userId={user.id}
      make={useMakeEnrolmentLink()}
      ask={{
        title: 'Make enrolment link',
        description: `${name} has not turned on two-step sign-in and cannot sign in until they do. A new link replaces any earlier one.`,
      }}
      made={{
        title: 'Enrolment link made',
        description: `${name} turns on two-step sign-in through this link.`,
      }}
      panel={(link, close) => <EnrolmentLinkPanel link={link} username={user.username} onDone={close} />}
    />
  );
}

/** "Disable" (sign-in refused, sessions end) or "Enable", each asked first (D20). */
export function DisableButton({ user, name }: { user: AdminUser; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateUser();
  const disabling = user.disabledAt === null;
  const confirm = () =>
    update.mutate(
      { id: user.id, change: { disabled: disabling } },
      {
        onSuccess: () => {
          toast({
            title: disabling ? 'Account disabled' : 'Account enabled',
            description: disabling ? `${name} can no longer sign in.` : `${name} can sign in again.`,
          });
          setConfirming(false);
        },
      },
    );
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={`${disabling ? 'Disable' : 'Enable'} ${name}`}
        onClick={() => setConfirming(true)}
      >
        {disabling ? 'Disable' : 'Enable'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={disabling ? `Disable ${name}?` : `Enable ${name}?`}
        description={
          disabling
            ? 'The account cannot sign in until it is enabled again, and every session it has open ends now. Its data stays.'
            : 'The account can sign in again with its password.'
        }
        confirmLabel={update.isPending ? 'Saving...' : disabling ? 'Disable account' : 'Enable account'}
        confirmVariant={disabling ? 'destructive' : 'default'}
        busy={update.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
