import { Copy, X } from 'lucide-react';
import { useState } from 'react';
import { MEMBER_ROLE_LABELS } from '../../contract/member-roles';
import type { Invitation } from '../../contract/organizations';
import { copyLink, formatExpiry } from '../components/CopyableLink';
import { LoadError } from '../components/LoadError';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useInvitations, useRevokeInvitation } from '../lib/members';

function PendingInvitation({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitation();
  const [confirming, setConfirming] = useState(false);
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4"
      data-testid="pending-invitation"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{invitation.email}</p>
        <p className="text-sm text-slate-600">
          {MEMBER_ROLE_LABELS[invitation.role]}
          {invitation.canAffirm ? ', may affirm' : ''} · expires {formatExpiry(invitation.expiresAt)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Copy link for ${invitation.email}`}
          onClick={() => copyLink(invitation.acceptUrl, 'invitation link')}
        >
          <Copy aria-hidden />
          Copy link
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Revoke invitation for ${invitation.email}`}
          disabled={revoke.isPending}
          onClick={() => setConfirming(true)}
        >
          <X aria-hidden />
          Revoke
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke this invitation?"
        description={`The link sent to ${invitation.email} stops working at once. You can invite the address again.`}
        confirmLabel="Revoke invitation"
        busy={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(
            { id: invitation.id, email: invitation.email },
            { onSettled: () => setConfirming(false) },
          )
        }
      />
    </li>
  );
}

/** Owners see the invitations not used yet, copy their links again or revoke them (D27). */
export function PendingInvitations() {
  const invitations = useInvitations(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending invitations</CardTitle>
        <CardDescription>
          Links not used yet. Each works once, for the address it was made for.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <Skeleton className="h-16" />
        ) : invitations.isError ? (
          <LoadError errors={[invitations.error]}>
            The pending invitations could not be loaded. Reload the page to try again.
          </LoadError>
        ) : invitations.data.length === 0 ? (
          <p className="text-sm text-slate-600">No invitation is waiting to be used.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Pending invitations">
            {invitations.data.map((invitation) => (
              <PendingInvitation key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
