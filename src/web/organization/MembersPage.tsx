import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useKnownUser } from '../lib/auth';
import { useMembers } from '../lib/members';
import { useMembership } from '../lib/membership';
import { InviteDialog } from './InviteDialog';
import { LeaveOrganization } from './LeaveOrganization';
import { MemberList } from './MemberList';
import { PendingInvitations } from './PendingInvitations';
import { RoleGuide } from './RoleGuide';

/**
 * `/members` (D27): who works on the organization's assessment. Owners invite, change roles and
 * who may affirm, remove, and see the pending invitations; everyone reads the list and may leave.
 */
export function MembersPage() {
  const user = useKnownUser();
  const membership = useMembership();
  const members = useMembers();
  const [inviting, setInviting] = useState(false);
  if (!user || !membership) return null;
  const owner = membership.role === 'owner';
  const organizationName = user.organization?.businessName ?? user.businessName;
  return (
    <>
      <PageHeader
        title="Members"
        subtitle={`The people who work on ${organizationName}'s assessment`}
        actions={
          owner && (
            <Button onClick={() => setInviting(true)}>
              <UserPlus aria-hidden />
              Invite member
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Members</CardTitle>
            <CardDescription>
              {owner
                ? 'Change a role or who may affirm here; a change applies at once.'
                : 'Only owners invite people or change roles. Ask an owner if yours should change.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {members.isPending ? (
              <Skeleton className="h-32" data-testid="members-skeleton" />
            ) : members.isError ? (
              <LoadError errors={[members.error]}>
                The members could not be loaded. Reload the page to try again.
              </LoadError>
            ) : (
              <MemberList
                members={members.data}
                selfId={user.id}
                manage={owner}
                organizationName={organizationName}
              />
            )}
          </CardContent>
        </Card>
        {owner && <PendingInvitations />}
        <RoleGuide />
        <LeaveOrganization selfId={user.id} organizationName={organizationName} />
      </div>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </>
  );
}
