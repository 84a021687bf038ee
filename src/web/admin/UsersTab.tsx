import type { AdminUser, AdminUsersQuery } from '../../contract/admin';
import { AFFIRMATION_STATE_LABELS, AFFIRMATION_STATES } from '../../contract/cycles';
import { MEMBER_ROLE_LABELS } from '../../contract/organizations';
import { AffirmationBadge } from './AffirmationBadge';
import { ROLES } from '../../contract/constants';
import { staffDisplayName } from '../../contract/display';
import { formatDate } from '../../contract/format';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { useAdminUsers, useOpenUserPlatform } from '../lib/admin';
import { AddStaffButton } from './AddStaffDialog';
import { PagedList } from '../components/PagedList';
import { ResetLinkButton } from './ResetLinkButton';
import { ResetPasswordButton } from './ResetPasswordButton';
import { ChangeRoleButton, DisableButton, EnrolmentLinkButton, ROLE_LABELS } from './UserActions';
import type { ListState } from '../lib/use-list-state';

export type UserFilters = {
  role: NonNullable<AdminUsersQuery['role']>;
  affirmation: NonNullable<AdminUsersQuery['affirmation']>;
};

const ROLE_TONES = { client: 'neutral', auditor: 'brand', admin: 'purple' } as const;

/** A client by its business, staff by their own name (issue 12: staff all looked alike). */
const nameOf = (user: AdminUser) => (user.role === 'client' ? user.businessName : staffDisplayName(user));

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const access = useOpenUserPlatform();
  // Success loads another page: the button stays disabled until it does.
  const opening = access.variables === user.id && !access.isError;
  const name = nameOf(user);
  const contact = user.role === 'client' ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  return (
    <li className="flex flex-col gap-2 py-3 text-sm lg:flex-row lg:items-center lg:gap-3">
      <span className="min-w-0 break-words lg:flex-1">
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium text-slate-900">{name}</span>
          {isSelf && <span className="text-xs text-slate-600">(you)</span>}
          <Badge tone={ROLE_TONES[user.role]}>{ROLE_LABELS[user.role]}</Badge>
          {user.disabledAt && <Badge tone="red">Disabled</Badge>}
          {user.totpEnabled && <Badge tone="green">Two-step on</Badge>}
          {user.role === 'client' && <AffirmationBadge nextDueAt={user.nextAffirmationDueAt} />}
        </span>
        <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
          {[
            user.email,
            user.username,
            user.role === 'client' ? user.industry : '',
            user.businessNumber,
            contact,
            // The organizations the account works in, with its role in each (D27).
            ...user.organizations.map(
              (organization) =>
                `${organization.businessName} (${MEMBER_ROLE_LABELS[organization.role].toLowerCase()})`,
            ),
            `Joined ${formatDate(user.createdAt)}`,
            user.disabledAt ? `Disabled ${formatDate(user.disabledAt)}` : '',
          ]
            .filter(Boolean)
            .map((detail) => (
              <span key={detail} className="min-w-0 break-words">
                {detail}
              </span>
            ))}
        </span>
      </span>
      <span className="flex shrink-0 flex-wrap gap-2">
        {user.role !== 'admin' && !user.disabledAt && (
          <Button size="sm" onClick={() => access.mutate(user.id)} disabled={opening}>
            Access Platform<span className="sr-only"> of {name}</span>
          </Button>
        )}
        <ResetPasswordButton userId={user.id} name={name} />
        {!isSelf && !user.disabledAt && <ResetLinkButton user={user} name={name} />}
        {user.role !== 'client' && !user.totpEnabled && !user.disabledAt && (
          <EnrolmentLinkButton user={user} name={name} />
        )}
        {!isSelf && <ChangeRoleButton user={user} name={name} />}
        {!isSelf && <DisableButton user={user} name={name} />}
      </span>
    </li>
  );
}

/** Every account, newest first: search, role and affirmation filters, staff management (D20, D21). */
export function UsersTab({ state, selfId }: { state: ListState<UserFilters>; selfId: string }) {
  const list = useAdminUsers(state.query, true);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Name, username or e-mail"
          value={state.search}
          onChange={(event) => state.setSearch(event.target.value)}
          className="lg:w-80"
        />
        <ChoiceSelect
          label="Filter by role"
          className="lg:w-40"
          value={state.filters.role}
          onChange={(role) => state.setFilter('role', role as UserFilters['role'])}
          choices={[
            { value: 'all', label: 'All roles' },
            ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
          ]}
        />
        <ChoiceSelect
          label="Filter by affirmation"
          className="lg:w-60"
          value={state.filters.affirmation}
          onChange={(value) => state.setFilter('affirmation', value as UserFilters['affirmation'])}
          choices={[
            { value: 'all', label: 'All affirmation states' },
            ...AFFIRMATION_STATES.map((value) => ({ value, label: AFFIRMATION_STATE_LABELS[value] })),
          ]}
        />
        <span className="lg:ml-auto">
          <AddStaffButton />
        </span>
      </div>
      <PagedList label="Users" list={list} page={state.page} onPage={state.setPage} empty="No users match.">
        {(items) => (
          <ul className="flex flex-col divide-y divide-slate-100">
            {items.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === selfId} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
