import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';

interface MakeLinkButtonProps<Link> {
  /** The button's words ("Make reset link"); the account's name is added for screen readers. */
  label: string;
  name: string;
  userId: string;
  /** The mutation that makes the link for a user id. */
  make: UseMutationResult<Link, Error, string>;
  /** The dialog's title and description before the link is made, and after. */
  ask: { title: string; description: string };
  made: { title: string; description: string };
  /** How the link made is shown, this once; `close` ends the dialog. */
  panel: (link: Link, close: () => void) => ReactNode;
}

/**
 * A console action that makes a single-use link for a user (an enrolment link, D33; a password
 * reset link, issue 23): asked first, then the link shown once, with how to pass it on.
 */
export function MakeLinkButton<Link>({
  label,
  name,
  userId,
  make,
  ask,
  made,
  panel,
}: MakeLinkButtonProps<Link>) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    make.reset();
  };
  const step = make.data ? made : ask;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {label}
        <span className="sr-only"> for {name}</span>
      </Button>
      {open && (
        <Dialog open onOpenChange={(next) => !next && close()}>
          <DialogContent title={step.title} description={step.description} className="max-w-lg">
            {make.data ? (
              panel(make.data, close)
            ) : (
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button onClick={() => make.mutate(userId)} disabled={make.isPending}>
                  {make.isPending ? 'Making...' : 'Make link'}
                </Button>
              </div>
            )}
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
