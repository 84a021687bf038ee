import { useState } from 'react';
import { passwordRuleHint } from '../../contract/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/constants';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { useResetUserPassword } from '../lib/admin';
import { serverMessage } from '../lib/errors';
import { toast } from '../lib/toast';

/** The rule the server applies (D20), as the register page states it, of the user's password. */
const RULE = passwordRuleHint('their');

export function ResetPasswordButton({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const resetPassword = useResetUserPassword();
  const busy = resetPassword.isPending;
  const close = () => {
    setOpen(false);
    setPassword('');
    resetPassword.reset();
  };
  const reset = () =>
    resetPassword.mutate(
      { userId, newPassword: password },
      {
        onSuccess: () => {
          toast({ title: 'Password Reset Successful', description: `Password has been reset for ${name}` });
          close();
        },
      },
    );
  // A password the rule refuses (a common one, the user's own username): said beside the field.
  const refused = resetPassword.isError ? serverMessage(resetPassword.error, '') || undefined : undefined;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Reset Password<span className="sr-only"> for {name}</span>
      </Button>
      {open && (
        <Dialog open onOpenChange={(next) => !next && close()}>
          <DialogContent
            title="Reset Password"
            description={`Set a new password for ${name}. Their sessions end.`}
          >
            <div className="flex flex-col gap-4">
              <FormField id="new-password" label="New password" hint={RULE} error={refused}>
                {(aria) => (
                  <Input
                    {...aria}
                    type="password"
                    autoComplete="new-password"
                    maxLength={PASSWORD_MAX_LENGTH}
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                )}
              </FormField>
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button onClick={reset} disabled={busy || password.length < PASSWORD_MIN_LENGTH}>
                  {busy ? 'Resetting...' : 'Reset Password'}
                </Button>
              </div>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
