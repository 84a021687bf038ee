import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/constants';
import { createStaffSchema, STAFF_ROLES, type StaffRole } from '../../contract/staff';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { serverFieldErrors } from '../lib/errors';
import { useCreateStaff } from '../lib/admin';
import { EnrolmentLinkPanel } from './EnrolmentLinkPanel';

const EMPTY = {
  role: 'auditor' as StaffRole,
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
};
const ROLE_LABELS: Record<StaffRole, string> = { auditor: 'Auditor', admin: 'Admin' };

const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'off' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'off' },
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
] as const;

/** The first message for each field of a failed check. */
function fieldMessages(result: ReturnType<typeof createStaffSchema.safeParse>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'form');
    messages[field] ??= issue.message;
  }
  return messages;
}

/** "Add staff account": an auditor or admin, named by the person (D17, D20). */
export function AddStaffButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        Add staff account
      </Button>
      {open && <AddStaffDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function AddStaffDialog({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = useState(EMPTY);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const create = useCreateStaff();
  const errors = { ...serverFieldErrors(create.error), ...checked };
  const submit = () => {
    const result = createStaffSchema.safeParse(draft);
    const problems = fieldMessages(result);
    setChecked(problems);
    if (!result.success) return;
    create.mutate(result.data);
  };
  // Created: the account's enrolment link, shown this once (D33).
  if (create.data) {
    return (
      <Dialog open onOpenChange={(next) => !next && onClose()}>
        <DialogContent
          title="Staff account created"
          description="One more step for them: turning on two-step sign-in through the enrolment link."
        >
          <EnrolmentLinkPanel
            link={create.data.enrolmentLink}
            username={create.data.username}
            onDone={onClose}
          />
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title="Add staff account"
        description="An auditor reviews clients' controls; an admin runs this console. They turn on two-step sign-in through an enrolment link, then sign in with the username and password you set here and a code."
      >
        <form
          noValidate
          className="grid grid-cols-1 gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor="staff-role">Role</Label>
            <ChoiceSelect
              id="staff-role"
              value={draft.role}
              onChange={(role) => setDraft({ ...draft, role: role as StaffRole })}
              choices={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            />
          </div>
          {FIELDS.map((field) => (
            <div key={field.name} className={field.name === 'password' ? 'sm:col-span-2' : undefined}>
              <FormField
                id={`staff-${field.name}`}
                label={field.label}
                error={errors[field.name]}
                {...(field.name === 'password'
                  ? {
                      hint: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not the username or e-mail, not a common password.`,
                    }
                  : {})}
              >
                {(aria) => (
                  <Input
                    {...aria}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    value={draft[field.name]}
                    onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                  />
                )}
              </FormField>
            </div>
          ))}
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
