import { Copy } from 'lucide-react';
import { toast } from '../lib/toast';
import { Button } from './ui/button';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

/** Puts `link` on the clipboard and says so; `what` names it in the toast ("invitation link"). */
export function copyLink(link: string, what: string) {
  navigator.clipboard.writeText(link).then(
    () => toast({ title: 'Copied', description: `The ${what} is on the clipboard.` }),
    () =>
      toast({
        title: 'Not copied',
        description: 'This browser blocked the clipboard: select the link and copy it.',
        variant: 'destructive',
      }),
  );
}

/** When a link stops working, in the reader's own time zone and words. */
export const formatExpiry = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface CopyableLinkProps {
  /** The field's id and label, e.g. "enrolment-link" and "Enrolment link". */
  id: string;
  label: string;
  link: string;
  onDone: () => void;
}

/**
 * A single-use link made for someone, shown to the person who passes it on: the whole link in view
 * (selected on focus for copying by hand), "Copy link" and "Done". Used for the console's
 * enrolment links (D33) and reset links (issue 23), and for invitations to an organization (D27).
 */
export function CopyableLink({ id, label, link, onDone }: CopyableLinkProps) {
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Textarea
          id={id}
          readOnly
          value={link}
          className="h-[5.5rem] min-h-0 resize-none font-mono break-all sm:h-16 sm:text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => copyLink(link, label.toLowerCase())}>
          <Copy aria-hidden />
          Copy link
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </>
  );
}
