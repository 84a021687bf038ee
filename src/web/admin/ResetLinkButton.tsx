import type { AdminUser, ResetLink } from '../../contract/admin';
import { PASSWORD_RESET_LINK_MINUTES } from '../../contract/auth';
import { useMakeResetLink } from '../lib/admin';
import { CopyableLink, formatExpiry } from '../components/CopyableLink';
import { MakeLinkButton } from './MakeLinkButton';

/** The link made, this once: how to pass it on, until when it works, and what it does. */
function ResetLinkPanel({ link, user, onDone }: { link: ResetLink; user: AdminUser; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Give this link to <strong className="font-semibold text-slate-900">{user.username}</strong> through a
        channel you trust, such as in person or by phone. They open it and choose a new password themselves.
        It works once, until {formatExpiry(link.expiresAt)} ({PASSWORD_RESET_LINK_MINUTES} minutes), and is
        shown only now.
      </p>
      {user.role !== 'client' && (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          Two-step sign-in is not changed: they still sign in with their authenticator code.
        </p>
      )}
      <CopyableLink id="reset-link" label="Reset link" link={link.resetUrl} onDone={onDone} />
    </div>
  );
}

/**
 * "Make reset link" (issue 23): the same single-use link as "Forgot password?" mails, for the admin
 * to pass on when the server sends no mail or the user does not get it. The user's password stays
 * as it is until the link is used, and the admin never learns the new one.
 */
export function ResetLinkButton({ user, name }: { user: AdminUser; name: string }) {
  return (
    <MakeLinkButton
      label="Make reset link"
      name={name}
      userId={user.id}
      make={useMakeResetLink()}
      ask={{
        title: 'Make reset link',
        description: `A single-use link for ${name} to choose a new password, valid ${PASSWORD_RESET_LINK_MINUTES} minutes. Their current password keeps working until the link is used.`,
      }}
      made={{ title: 'Reset link made', description: `${name} chooses a new password through this link.` }}
      panel={(link, close) => <ResetLinkPanel link={link} user={user} onDone={close} />}
    />
  );
}
