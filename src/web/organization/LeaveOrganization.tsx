import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { serverMessage } from '../lib/errors';
import { useLeaveOrganization } from '../lib/members';

/**
 * Any member may leave (D27); the last owner may not, and the server's reason (409) shows here,
 * beside the button.
 */
export function LeaveOrganization({
  selfId,
  organizationName,
}: {
  selfId: string;
  organizationName: string;
}) {
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveOrganization(selfId, () => navigate('/dashboard'));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Leave this organization</CardTitle>
        <CardDescription>
          You lose access to {organizationName}&apos;s assessment at once. What you recorded stays with the
          organization. An owner can invite you again.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3">
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={leave.isPending}>
          <LogOut aria-hidden />
          Leave organization
        </Button>
        {leave.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {serverMessage(leave.error, 'You could not leave the organization. Please try again.')}
          </p>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Leave ${organizationName}?`}
        description="You will no longer see or change its assessment, unless an owner invites you again."
        confirmLabel="Leave organization"
        busy={leave.isPending}
        onConfirm={() => leave.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
