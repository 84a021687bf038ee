import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../contract/constants';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { useResetUserPassword } from '../lib/admin';
import { toast } from '../lib/toast';

export function ResetPasswordButton({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const resetPassword = useResetUserPassword();
  const busy = resetPassword.isPending;
  const close = () => {
    setOpen(false);
    setPassword('');
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
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="new-password">New password</Label>
                <Input
                  id="new-password"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <p className="text-xs text-slate-600">At least {PASSWORD_MIN_LENGTH} characters.</p>
              </div>
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
