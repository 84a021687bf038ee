import { Copy, MailCheck } from 'lucide-react';
import type { EnrolmentLink } from '../../contract/totp';
import { TOTP_ENROLMENT_LINK_DAYS } from '../../contract/totp-rules';
import { Button } from '../components/ui/button';
import { Textarea } from '../components/ui/textarea';
import { Label } from '../components/ui/label';
import { toast } from '../lib/toast';

function copy(link: string) {
  navigator.clipboard.writeText(link).then(
    () => toast({ title: 'Copied', description: 'The enrolment link is on the clipboard.' }),
    () =>
      toast({
        title: 'Not copied',
        description: 'This browser blocked the clipboard: select the link and copy it.',
        variant: 'destructive',
      }),
  );
}

const formatExpiry = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface EnrolmentLinkPanelProps {
  link: EnrolmentLink;
  /** Whose link: the account's username. */
  username: string;
  onDone: () => void;
}

/**
 * A staff account's enrolment link (D33), shown to the admin who made it, this once: to copy and
 * give to the person (it was also e-mailed when mail is set). It works once, for
 * TOTP_ENROLMENT_LINK_DAYS days; the account cannot sign in until it is used.
 */
export function EnrolmentLinkPanel({ link, username, onDone }: EnrolmentLinkPanelProps) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        <strong className="font-semibold text-slate-900">{username}</strong> cannot sign in until they open
        this link and turn on two-step sign-in with an authenticator app. It works once, until{' '}
        {formatExpiry(link.expiresAt)} ({TOTP_ENROLMENT_LINK_DAYS} days), and is shown only now.
      </p>
      {link.mailed ? (
        <p className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          The link was also sent to the account&apos;s e-mail address.
        </p>
      ) : (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Mail is not set up: give the link to the person yourself, through a channel you trust.
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="enrolment-link">Enrolment link</Label>
        {/* The whole link in view, selected on focus for copying by hand. */}
        <Textarea
          id="enrolment-link"
          readOnly
          value={link.link}
          className="h-[5.5rem] min-h-0 resize-none font-mono break-all sm:h-16 sm:text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => copy(link.link)}>
          <Copy aria-hidden />
          Copy link
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
