import type { AdminOrganization } from '../../contract/admin';
import { formatDate } from '../../contract/format';
import { MEMBER_ROLE_LABELS } from '../../contract/organizations';
import { Badge } from '../components/ui/badge';
import { Input } from '../components/ui/input';
import { PagedList } from '../components/PagedList';
import { useAdminOrganizations } from '../lib/admin';
import type { ListState } from '../lib/use-list-state';
import { AffirmationBadge } from './AffirmationBadge';
import { AffirmedStandingBadge } from '../components/AffirmedStandingBadge';

const ROLE_TONES = { owner: 'brand', editor: 'neutral', viewer: 'neutral' } as const;

function OrganizationRow({ organization }: { organization: AdminOrganization }) {
  return (
    <li className="flex flex-col gap-2 py-3 text-sm">
      <span className="flex flex-wrap items-center gap-1.5">
        <span className="font-medium text-slate-900">{organization.businessName}</span>
        {/* A reported change, a Conditional status or an expired one says so, never a plain "Affirmed" (issue 39). */}
        {organization.affirmedStanding && organization.affirmedStanding.kind !== 'affirmed' ? (
          <AffirmedStandingBadge standing={organization.affirmedStanding} />
        ) : (
          <AffirmationBadge nextDueAt={organization.nextAffirmationDueAt} />
        )}
      </span>
      <span className="flex flex-wrap gap-x-3 text-xs text-slate-600">
        {[
          `CMMC Level ${organization.targetLevel}`,
          organization.industry,
          organization.businessNumber,
          `Created ${formatDate(organization.createdAt)}`,
        ]
          .filter(Boolean)
          .map((detail) => (
            <span key={detail} className="min-w-0 break-words">
              {detail}
            </span>
          ))}
      </span>
      <ul aria-label={`Members of ${organization.businessName}`} className="flex flex-col gap-1">
        {organization.members.map((member) => (
          <li
            key={member.userId}
            className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700"
          >
            <span className="font-medium text-slate-900">{member.name}</span>
            <Badge tone={ROLE_TONES[member.role]}>{MEMBER_ROLE_LABELS[member.role]}</Badge>
            {member.canAffirm && <Badge tone="green">May affirm</Badge>}
            <span className="min-w-0 break-words">{member.email}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Every organization, newest first, with its members (D27), searched and paged on the server. */
export function OrganizationsTab({ state }: { state: ListState<Record<string, never>> }) {
  const list = useAdminOrganizations(state.query, true);
  return (
    <div className="flex flex-col gap-4">
      <Input
        type="search"
        aria-label="Search organizations"
        placeholder="Business name, or a member's username or e-mail"
        value={state.search}
        onChange={(event) => state.setSearch(event.target.value)}
        className="md:w-96"
      />
      <PagedList
        label="Organizations"
        list={list}
        page={state.page}
        onPage={state.setPage}
        empty="No organizations match."
      >
        {(items) => (
          <ul className="flex flex-col divide-y divide-slate-100">
            {items.map((organization) => (
              <OrganizationRow key={organization.id} organization={organization} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
