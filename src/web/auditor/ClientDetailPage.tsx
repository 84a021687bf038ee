import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'wouter';
import type { AuditorImplementation, ClientSummary } from '../../contract/auditor';
import { formatDate } from '../../contract/format';
import { reviewState } from '../../contract/reviews';
import { DownloadPdfButton } from '../components/DownloadPdfButton';
import { SspDownloadList } from '../components/SspDownloads';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion';
import { Level1Badge } from '../components/Level1Badge';
import { StatGrid } from '../components/StatGrid';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useClientAssessment } from '../lib/auditor';
import { serverMessageOr } from '../lib/errors';
import { ClientCycleSummary } from './ClientCycleSummary';
import { ClientWorkspace } from './ClientWorkspace';
import type { ReviewWording } from './ReviewDialog';

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

/** Where no client organization has the address's id. */
const NOT_FOUND = (
  <Card className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 p-10 text-center">
    <h1 className="text-xl font-semibold text-slate-900">Client Not Found</h1>
    <p className="text-sm text-slate-600">There is no client organization at this address.</p>
    <Button asChild>
      <Link href="/auditor">Return to Dashboard</Link>
    </Button>
  </Card>
);

/** The client's name, Level 1 result, cycle and review counts, above its implementations. */
function ClientHeading({ client, list }: { client: ClientSummary; list: AuditorImplementation[] }) {
  const assessment = useClientAssessment(client.id);
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
          <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">{client.businessName}</h1>
          <Level1Badge overall={assessment.data?.overall} />
          {/* The client's compliance report, for the auditor's file (D25). */}
          <DownloadPdfButton clientId={client.id} className="sm:ml-auto" />
        </div>
        <p className="mt-1 text-slate-600">
          {client.industry} · Joined {formatDate(client.createdAt)}
        </p>
        <ClientCycleSummary clientId={client.id} />
        {/* The client's plan and OSCAL exports, as the client downloads them (D32); folded, so
            that the work to review stays near the top. */}
        <Accordion type="single" collapsible className="text-slate-700">
          <AccordionItem value="ssp" className="border-b-0">
            <AccordionTrigger className="py-2">System security plan and OSCAL downloads</AccordionTrigger>
            <AccordionContent>
              <SspDownloadList level={client.targetLevel} clientId={client.id} />
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      </div>
      <StatGrid
        className="mb-6 grid-cols-3"
        stats={[
          ['Total implementations', list.length],
          ['Pending reviews', list.filter(awaitingReview).length],
          ['Completed reviews', list.filter(reviewed).length],
        ]}
      />
    </>
  );
}

/**
 * `/auditor/client/{clientId}`: the review queue of one client. `?review={implementationId}`
 * opens that implementation's review (the dashboard's queue links here).
 */
export function ClientDetailPage() {
  const { clientId } = useParams<{ clientId: string }>();
  const [params, setParams] = useSearchParams();
  return (
    <ClientWorkspace
      clientId={clientId}
      lead={(client, list) => <ClientHeading client={client} list={list} />}
      notFound={NOT_FOUND}
      title="Implementations"
      wording={REVIEW_WORDING}
      canReview={awaitingReview}
      reviewingId={params.get('review')}
      onReviewingChange={(id) => setParams(id ? { review: id } : {}, { replace: true })}
    />
  );
}
