import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { REVIEW_REQUIRED_MESSAGE } from '../../contract/auditor';
import { formatDate } from '../../contract/format';
import { STATUS_LABELS } from '../../contract/labels';
import { percentOf, progressTone } from '../../contract/progress-tone';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Level1Badge } from '../components/Level1Badge';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { EvidenceFileList } from '../components/EvidenceFileList';
import { StatGrid } from '../components/StatGrid';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { ProgressBar } from '../components/ui/progress';
import { Skeleton } from '../components/ui/skeleton';
import {
  useClient,
  useClientAssessment,
  useClientEvidence,
  useClientImplementations,
  useClientProgress,
  useClients,
} from '../lib/auditor';
import { ImplementationList, type RecordedImplementation } from './ImplementationList';
import { ClientListCard } from './ClientListCard';
import { ReviewQueueCard } from './ReviewQueueCard';
import { ReviewDialog, type ReviewWording } from './ReviewDialog';

const REVIEW_WORDING: ReviewWording = {
  title: 'Review Implementation',
  submitLabel: 'Save Review',
  incomplete: REVIEW_REQUIRED_MESSAGE,
  saved: { title: 'Success', description: 'Implementation review saved successfully.' },
  failed: { title: 'Error', description: 'Failed to save review.' },
};

function ClientWorkspace({ clientId }: { clientId: string }) {
  const client = useClient(clientId);
  const progress = useClientProgress(clientId);
  const implementations = useClientImplementations(clientId);
  const evidence = useClientEvidence(clientId);
  const assessment = useClientAssessment(clientId);
  const [reviewing, setReviewing] = useState<RecordedImplementation | null>(null);

  if (client.isLoading) return <Skeleton className="h-64" />;
  if (client.isError || !client.data)
    return <LoadError errors={[client.error]}>This client could not be loaded.</LoadError>;
  const overall = progress.data?.overall;
  const coverage = overall ? percentOf(overall.objectivesMet, overall.objectivesTotal) : 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Client Information</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 text-sm">
            <p className="text-lg font-semibold text-slate-900">{client.data.businessName}</p>
            <p className="text-slate-700">Industry: {client.data.industry}</p>
            <p className="text-slate-700">Contact: {client.data.username}</p>
            <p className="break-words text-slate-700">
              <a className="text-brand-700 underline" href={`mailto:${client.data.email}`}>
                {client.data.email}
              </a>
            </p>
            <p className="text-slate-700">Joined {formatDate(client.data.createdAt)}</p>
            <Button asChild variant="outline" size="sm" className="mt-2 self-start">
              <Link href={`/auditor/client/${client.data.id}`}>Open review workspace</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Compliance Progress</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {overall ? (
              <>
                {/* D28: the client's Level 1 result leads; the progress counts objectives MET or N/A. */}
                <Level1Badge overall={assessment.data?.overall} className="self-start" />
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-3xl font-bold text-slate-900">{coverage}%</span>
                  <span className="text-sm text-slate-600">
                    {overall.objectivesMet} of {overall.objectivesTotal} objectives MET or N/A
                  </span>
                </div>
                <ProgressBar
                  value={coverage}
                  tone={progressTone(coverage, assessment.data?.overall.result === 'met')}
                  label="Client progress"
                />
                <StatGrid
                  className="grid-cols-3"
                  stats={[
                    [STATUS_LABELS.completed, overall.completed],
                    [STATUS_LABELS.in_progress, overall.inProgress],
                    [STATUS_LABELS.not_started, overall.notStarted],
                  ]}
                />
              </>
            ) : (
              <Skeleton className="h-28" />
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Control Implementations</CardTitle>
        </CardHeader>
        <CardContent>
          {implementations.data ? (
            <ImplementationList
              practices={assessment.data?.practices}
              implementations={implementations.data}
              canReview={() => true}
              onReview={setReviewing}
            />
          ) : (
            <Skeleton className="h-40" />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Evidence Files</CardTitle>
        </CardHeader>
        <CardContent>
          {evidence.data ? (
            <EvidenceFileList files={evidence.data} showControl empty="No evidence files uploaded yet." />
          ) : (
            <Skeleton className="h-24" />
          )}
        </CardContent>
      </Card>

      {reviewing && (
        <ReviewDialog
          clientId={clientId}
          implementation={reviewing}
          wording={REVIEW_WORDING}
          onClose={() => setReviewing(null)}
        />
      )}
    </div>
  );
}

/** `/` for auditors and admins, and `/auditor`; `?client=` selects the client. */
export function AuditorDashboardPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const clients = useClients(search.trim());
  const clientId = params.get('client');

  return (
    <>
      <PageHeader title="Auditor Dashboard" subtitle="Review client implementations and evidence" />
      <Card className="mb-6 p-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <div className="relative md:w-72">
            <Search aria-hidden className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
            <Input
              type="search"
              aria-label="Search clients"
              placeholder="Business or username"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
          <ChoiceSelect
            label="Client"
            className="md:flex-1"
            value={clientId ?? ''}
            onChange={(value) => setParams({ client: value }, { replace: true })}
            placeholder={clients.data?.length === 0 ? 'No client organizations found' : 'Choose a client...'}
            disabled={!clients.data?.length}
            choices={(clients.data ?? []).map((client) => ({
              value: client.id,
              label: `${client.businessName} (${client.username})`,
            }))}
          />
        </div>
      </Card>
      {clientId ? (
        <ClientWorkspace key={clientId} clientId={clientId} />
      ) : (
        <div className="flex flex-col gap-6">
          <p className="text-sm text-slate-600">
            Choose a client above to see its progress, implementations and evidence, or start with the work
            awaiting review.
          </p>
          <ReviewQueueCard />
          <ClientListCard clients={clients} />
        </div>
      )}
    </>
  );
}
