import { Link } from 'wouter';
import { UserCheck } from 'lucide-react';
import { Skeleton } from '../components/ui/skeleton';
import { useKnownUser } from '../lib/auth';
import { useMembers } from '../lib/members';
import { useMembership } from '../lib/membership';
import { namesOf } from './who-may';

/**
 * For a member not allowed to affirm (D27): only members an owner allowed to affirm make the
 * affirmation, in their own name (32 CFR 170.22). Says who they are, and whom to ask to be one.
 */
export function WhoMayAffirm() {
  const membership = useMembership();
  const organization = useKnownUser()?.organization;
  const members = useMembers();
  const allowed = (members.data ?? []).filter((member) => member.canAffirm && member.role !== 'viewer');
  const owners = (members.data ?? []).filter((member) => member.role === 'owner');
  const businessName = organization?.businessName ?? 'this organization';
  const viewer = membership?.role === 'viewer';
  return (
    <div
      className="flex gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800 sm:p-4"
      data-testid="who-may-affirm"
    >
      <UserCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-600" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-semibold text-slate-900">
          {viewer
            ? `As a viewer, you cannot affirm for ${businessName}.`
            : `You are not allowed to affirm for ${businessName}.`}
        </p>
        {members.isLoading ? (
          <Skeleton className="h-10" />
        ) : members.isError ? (
          <p>The list of members could not be loaded. Reload the page to see who may affirm.</p>
        ) : (
          <>
            <p>
              {allowed.length === 0 ? (
                'No member is allowed to affirm yet.'
              ) : (
                <>
                  Allowed to affirm:{' '}
                  {allowed.map((member, index) => (
                    <span key={member.userId}>
                      {index > 0 && (index === allowed.length - 1 ? ' and ' : ', ')}
                      <strong className="font-semibold">{member.name}</strong>{' '}
                      <span className="break-all">({member.email})</span>
                    </span>
                  ))}
                  .
                </>
              )}
            </p>
            <p>
              {membership?.role === 'owner'
                ? 'As an owner, you can allow yourself to affirm on the '
                : `To affirm yourself, ask an owner${owners.length ? ` (${namesOf(owners)})` : ''} to ${
                    viewer ? 'make you an editor and allow you to affirm' : 'allow you to affirm'
                  } on the `}
              <Link href="/members" className="font-medium underline underline-offset-2">
                Members screen
              </Link>
              .
            </p>
          </>
        )}
      </div>
    </div>
  );
}
