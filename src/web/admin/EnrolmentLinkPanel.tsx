import { MailCheck } from 'lucide-react';
import type { EnrolmentLink } from '../../contract/totp';
import { TOTP_ENROLMENT_LINK_DAYS } from '../../contract/totp-rules';
import { CopyableLink, formatExpiry } from '../components/CopyableLink';

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
      <CopyableLink id="enrolment-link" label="Enrolment link" link={link.link} onDone={onDone} />
    </div>
  );
}
