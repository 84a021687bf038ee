import type { ReactNode } from 'react';
import type { AuditorImplementation, ClientSummary } from '../../contract/auditor';
import { LoadError } from '../components/LoadError';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useClient, useClientAssessment, useClientImplementations } from '../lib/auditor';
import { errorStatus } from '../lib/errors';
import { ImplementationList, isRecorded, type RecordedImplementation } from './ImplementationList';
import { ReviewDialog, type ReviewWording } from './ReviewDialog';

interface ClientWorkspaceProps {
  clientId: string;
  /** Above the implementations: the client's details and figures as each screen shows them. */
  lead: (client: ClientSummary, implementations: AuditorImplementation[]) => ReactNode;
  /** Below the implementations. */
  children?: ReactNode;
  /** Shown in place of the workspace when no client has this id; a load error otherwise. */
  notFound?: ReactNode;
  /** The implementations card's title. */
  title: string;
  wording: ReviewWording;
  canReview: (implementation: RecordedImplementation) => boolean;
  /** The implementation whose review is open, and how the screen keeps it (state or address). */
  reviewingId: string | null;
  onReviewingChange: (id: string | null) => void;
  className?: string;
}

/**
 * One client as an auditor works on it, on the dashboard (`?client=`) and on
 * `/auditor/client/{clientId}`: the client's implementations, each with its result and review
 * badges (D28), and the review dialog of the one chosen.
 */
export function ClientWorkspace(props: ClientWorkspaceProps) {
  const { clientId, reviewingId } = props;
  const client = useClient(clientId);
  const implementations = useClientImplementations(clientId);
  const assessment = useClientAssessment(clientId);

  if (client.isLoading) return <Skeleton className="h-64" />;
  if (props.notFound && errorStatus(client.error) === 404) return props.notFound;
  if (client.isError || !client.data)
    return <LoadError errors={[client.error]}>This client could not be loaded.</LoadError>;

  const list = implementations.data ?? [];
  const reviewing = reviewingId ? list.filter(isRecorded).find((item) => item.id === reviewingId) : undefined;
  return (
    <div className={props.className}>
      {props.lead(client.data, list)}
      <Card>
        <CardHeader>
          <CardTitle>{props.title}</CardTitle>
        </CardHeader>
        <CardContent>
          {implementations.isLoading ? (
            <Skeleton className="h-40" />
          ) : (
            <ImplementationList
              practices={assessment.data?.practices}
              implementations={list}
              canReview={props.canReview}
              onReview={(implementation) => props.onReviewingChange(implementation.id)}
            />
          )}
        </CardContent>
      </Card>
      {props.children}
      {reviewing && (
        <ReviewDialog
          clientId={clientId}
          implementation={reviewing}
          wording={props.wording}
          onClose={() => props.onReviewingChange(null)}
        />
      )}
    </div>
  );
}
