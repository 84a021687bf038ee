import { CheckCircle2, Circle, Clock, Download } from 'lucide-react';
import type { AllAssessments, AllAssessmentsQuery } from '../../contract/admin';
import { AFFIRMATION_STATE_LABELS, AFFIRMATION_STATES, dueState } from '../../contract/cycles';
import { formatDate, formatRelativeTime } from '../../contract/format';
import { STATUS_LABELS } from '../../contract/implementations';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { StatusBadge } from '../components/StatusBadge';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { useDownloadAdminEvidence, useOpenUserPlatform } from '../lib/admin';
import { ResetPasswordButton } from './ResetPasswordButton';

export interface ImplementationFilters {
  search: string;
  status: NonNullable<AllAssessmentsQuery['status']>;
  domainId: string;
}

const STATUS_ICON = { completed: CheckCircle2, in_progress: Clock } as const;

export function ImplementationsTab({
  data,
  filters,
  onFilters,
}: {
  data: AllAssessments;
  filters: ImplementationFilters;
  onFilters: (filters: ImplementationFilters) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <Input
          type="search"
          aria-label="Search control number or title"
          placeholder="Search control number or title"
          value={filters.search}
          onChange={(event) => onFilters({ ...filters, search: event.target.value })}
        />
        <ChoiceSelect
          label="Filter by status"
          value={filters.status}
          onChange={(status) => onFilters({ ...filters, status: status as ImplementationFilters['status'] })}
          choices={[
            { value: 'all', label: 'All statuses' },
            ...(['completed', 'in_progress', 'not_started'] as const).map((value) => ({
              value,
              label: STATUS_LABELS[value],
            })),
          ]}
        />
        <ChoiceSelect
          label="Filter by domain"
          value={filters.domainId}
          onChange={(domainId) => onFilters({ ...filters, domainId })}
          choices={[
            { value: 'all', label: 'All domains' },
            ...data.domains.map((domain) => ({
              value: domain.id,
              label: `${domain.shortName} - ${domain.name}`,
            })),
          ]}
        />
      </div>
      <p className="text-xs text-slate-600">
        Showing {data.implementations.length} of {data.pages.implementations.total}
      </p>
      {data.implementations.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">No implementations match.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {data.implementations.map((row) => {
            const Icon = STATUS_ICON[row.status as keyof typeof STATUS_ICON] ?? Circle;
            return (
              <li key={row.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
                <Icon aria-hidden className="size-4 shrink-0 text-slate-600" />
                <span className="min-w-0 flex-1 break-words">
                  <span className="font-mono font-semibold">{row.controlNumber}</span> {row.controlTitle}
                  <span className="block text-xs text-slate-600">
                    {row.businessName ?? 'Unknown'} · {row.domainShortName}
                  </span>
                </span>
                <StatusBadge status={row.status} />
                {row.completedAt && (
                  <span className="text-xs text-slate-600">{formatDate(row.completedAt)}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function EvidenceTab({ data }: { data: AllAssessments }) {
  const download = useDownloadAdminEvidence();
  if (data.evidenceFiles.length === 0)
    return <p className="py-6 text-center text-sm text-slate-600">No evidence files yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {data.evidenceFiles.map((file) => (
        <li key={file.id} className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:gap-3">
          <span className="min-w-0 break-words sm:flex-1">
            <span className="font-medium text-slate-900">{file.fileName}</span>
            <span className="block text-xs text-slate-600">
              {file.businessName ?? 'Unknown'} · {file.controlNumber} · {(file.fileSize / 1024).toFixed(1)} KB
              · {formatDate(file.uploadedAt)}
            </span>
          </span>
          <Button
            size="sm"
            variant="outline"
            className="self-start sm:self-center"
            onClick={() => download.mutate({ id: file.id, fileName: file.fileName })}
          >
            <Download aria-hidden />
            Download<span className="sr-only"> {file.fileName}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

export type AffirmationFilter = NonNullable<AllAssessmentsQuery['affirmation']>;

/** The organization's yearly affirmation, as the client's dashboard words it (D23). */
function AffirmationBadge({ nextDueAt }: { nextDueAt: string | null }) {
  const { state } = dueState(nextDueAt ? new Date(nextDueAt) : null, new Date());
  const tone =
    state === 'affirmed'
      ? 'green'
      : state === 'due_soon'
        ? 'yellow'
        : state === 'overdue'
          ? 'red'
          : 'neutral';
  return <Badge tone={tone}>{AFFIRMATION_STATE_LABELS[state]}</Badge>;
}

export function UsersTab({
  data,
  search,
  onSearch,
  affirmation,
  onAffirmation,
}: {
  data: AllAssessments;
  search: string;
  onSearch: (s: string) => void;
  affirmation: AffirmationFilter;
  onAffirmation: (value: AffirmationFilter) => void;
}) {
  const access = useOpenUserPlatform();
  // Success loads another page: the button stays disabled until it does.
  const opening = (userId: string) => access.variables === userId && !access.isError;
  return (
    <div className="flex flex-col gap-4">
      <Input
        type="search"
        aria-label="Search users"
        placeholder="Business, username or email"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        className="md:w-96"
      />
      <ChoiceSelect
        label="Filter by affirmation"
        className="md:w-72"
        value={affirmation}
        onChange={(value) => onAffirmation(value as AffirmationFilter)}
        choices={[
          { value: 'all', label: 'All affirmation states' },
          ...AFFIRMATION_STATES.map((value) => ({ value, label: AFFIRMATION_STATE_LABELS[value] })),
        ]}
      />
      <ul className="flex flex-col divide-y divide-slate-100">
        {data.users.map((user) => {
          const contact = [user.firstName, user.lastName].filter(Boolean).join(' ');
          return (
            <li
              key={user.id}
              className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:gap-3"
            >
              <span className="min-w-0 break-words sm:flex-1">
                <span className="font-medium text-slate-900">{user.businessName}</span>{' '}
                <span className="text-xs uppercase text-slate-600">{user.role}</span>{' '}
                {user.role === 'client' && <AffirmationBadge nextDueAt={user.nextAffirmationDueAt} />}
                <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
                  {[
                    user.email,
                    user.username,
                    user.industry,
                    user.businessNumber,
                    contact,
                    `Joined ${formatDate(user.createdAt)}`,
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
                {user.role !== 'admin' && (
                  <Button size="sm" onClick={() => access.mutate(user.id)} disabled={opening(user.id)}>
                    Access Platform<span className="sr-only"> of {user.businessName}</span>
                  </Button>
                )}
                <ResetPasswordButton userId={user.id} name={user.businessName || user.username} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ActivityTab({ data }: { data: AllAssessments }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {data.activityLogs.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2.5 text-sm">
          <span className="min-w-0 flex-1 text-slate-900">{entry.description}</span>
          <span className="text-xs text-slate-600">
            {entry.businessName ?? 'Unknown'} · {entry.action} · {formatRelativeTime(entry.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
