import { Search } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { REVIEW_REQUIRED_MESSAGE } from '../../contract/auditor';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { PageHeader } from '../components/PageHeader';
import { Card } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { useClientEvidence, useClientProgress, useClients } from '../lib/auditor';
import { ClientEvidenceCard, ClientOverview } from './ClientOverview';
import { ClientListCard } from './ClientListCard';
import { ClientWorkspace } from './ClientWorkspace';
import { ReviewQueueCard } from './ReviewQueueCard';
import type { ReviewWording } from './ReviewDialog';

const REVIEW_WORDING: ReviewWording = {
  title: 'Review Implementation',
  submitLabel: 'Save Review',
  incomplete: REVIEW_REQUIRED_MESSAGE,
  saved: { title: 'Success', description: 'Implementation review saved successfully.' },
  failed: { title: 'Error', description: 'Failed to save review.' },
};

/** The chosen client's workspace; Review is offered on every recorded implementation. */
function ChosenClient({ clientId }: { clientId: string }) {
  const [reviewingId, setReviewingId] = useState<string | null>(null);
  // Asked for beside the client itself, so that its cards need not wait for it to arrive first.
  useClientProgress(clientId);
  useClientEvidence(clientId);
  return (
    <ClientWorkspace
      clientId={clientId}
      className="flex flex-col gap-6"
      lead={(client) => <ClientOverview client={client} />}
      title="Control Implementations"
      wording={REVIEW_WORDING}
      canReview={() => true}
      reviewingId={reviewingId}
      onReviewingChange={setReviewingId}
    >
      <ClientEvidenceCard clientId={clientId} />
    </ClientWorkspace>
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
        <ChosenClient key={clientId} clientId={clientId} />
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
