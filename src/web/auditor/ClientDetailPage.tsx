import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'wouter';
import type { AuditorImplementation } from '../../contract/auditor';
import { formatDate } from '../../contract/format';
import { reviewState } from '../../contract/reviews';
import { DownloadPdfButton } from '../components/DownloadPdfButton';
import { Level1Badge } from '../components/Level1Badge';
import { LoadError } from '../components/LoadError';
import { StatGrid } from '../components/StatGrid';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useClient, useClientAssessment, useClientImplementations } from '../lib/auditor';
import { errorStatus, serverMessageOr } from '../lib/errors';
import { ClientCycleSummary } from './ClientCycleSummary';
import { ImplementationList, isRecorded } from './ImplementationList';
import { ReviewDialog, type ReviewWording } from './ReviewDialog';

const REVIEW_WORDING: ReviewWording = {
  title: 'Submit Review',
  submitLabel: 'Submit Review',
  incomplete: 'Missing information: Please provide notes and select a status.',
  saved: { title: 'Review submitted', description: 'Your validation has been recorded successfully.' },
  failed: { title: 'Review failed', description: serverMessageOr('Failed to submit review') },
};

/** Document 2 offers Review here only for work awaiting it; D19 makes that any submitted work. */
const awaitingReview = (implementation: AuditorImplementation) => reviewState(implementation) === 'pending';
const reviewed = (implementation: AuditorImplementation) => {
  const state = reviewState(implementation);
  return state !== null && state !== 'pending';
};

/**
 * `/auditor/client/{clientId}`: the review queue of one client. `?review={implementationId}`
 * opens that implementation's review (the dashboard's queue links here).
 */
export function ClientDetailPage() {
  const { clientId } = useParams<{ clientId: string }>();
  const client = useClient(clientId);
  const implementations = useClientImplementations(clientId);
  const assessment = useClientAssessment(clientId);
  const [params, setParams] = useSearchParams();
  const reviewingId = params.get('review');
  const setReviewingId = (id: string | null) => setParams(id ? { review: id } : {}, { replace: true });

  if (client.isLoading) return <Skeleton className="h-64" />;
  if (errorStatus(client.error) === 404) {
    return (
      <Card className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Client Not Found</h1>
        <p className="text-sm text-slate-600">There is no client organization at this address.</p>
        <Button asChild>
          <Link href="/auditor">Return to Dashboard</Link>
        </Button>
      </Card>
    );
  }
  if (client.isError || !client.data)
    return <LoadError errors={[client.error]}>This client could not be loaded.</LoadError>;

  const list = implementations.data ?? [];
  const reviewing = list.filter(isRecorded).find((item) => item.id === reviewingId);
  return (
    <>
      <Link
        href="/auditor"
        className="mb-4 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Auditor Dashboard
      </Link>
      <div className="mb-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">
            {client.data.businessName}
          </h1>
          <Level1Badge overall={assessment.data?.overall} />
          {/* The client's compliance report, for the auditor's file (D25). */}
          <DownloadPdfButton clientId={client.data.id} className="sm:ml-auto" />
        </div>
        <p className="mt-1 text-slate-600">
          {client.data.industry} · Joined {formatDate(client.data.createdAt)}
        </p>
        <ClientCycleSummary clientId={client.data.id} />
      </div>
      <StatGrid
        className="mb-6 grid-cols-3"
        stats={[
          ['Total implementations', list.length],
          ['Pending reviews', list.filter(awaitingReview).length],
          ['Completed reviews', list.filter(reviewed).length],
        ]}
      />
      <Card>
        <CardHeader>
          <CardTitle>Implementations</CardTitle>
        </CardHeader>
        <CardContent>
          {implementations.isLoading ? (
            <Skeleton className="h-40" />
          ) : (
            <ImplementationList
              practices={assessment.data?.practices}
              implementations={list}
              canReview={awaitingReview}
              onReview={(implementation) => setReviewingId(implementation.id)}
            />
          )}
        </CardContent>
      </Card>
      {reviewing && (
        <ReviewDialog
          clientId={clientId}
          implementation={reviewing}
          wording={REVIEW_WORDING}
          onClose={() => setReviewingId(null)}
        />
      )}
    </>
  );
}
