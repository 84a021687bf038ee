import { Link } from 'wouter';
import type { ClientSummary } from '../../contract/auditor';
import { formatDate } from '../../contract/format';
import { EvidenceFileList } from '../components/EvidenceFileList';
import { OverallProgress } from '../components/OverallProgress';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import {
  useClientAssessment,
  useClientEvidence,
  useClientProgress,
  useClientSprsScore,
} from '../lib/auditor';
import { CmmcStatusBadge } from '../components/Level2Result';

/** The dashboard's view of the chosen client: who it is and how far it has come. */
export function ClientOverview({ client }: { client: ClientSummary }) {
  const progress = useClientProgress(client.id);
  const assessment = useClientAssessment(client.id);
  const score = useClientSprsScore(client.id, client.targetLevel === 2);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Client Information</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <p className="text-lg font-semibold text-slate-900">{client.businessName}</p>
          <p className="text-slate-700">Industry: {client.industry}</p>
          <p className="text-slate-700">Contact: {client.username}</p>
          <p className="break-words text-slate-700">
            <a className="text-brand-700 underline" href={`mailto:${client.email}`}>
              {client.email}
            </a>
          </p>
          <p className="text-slate-700">Joined {formatDate(client.createdAt)}</p>
          <p className="text-slate-700">Target: CMMC Level {client.targetLevel}</p>
          <Button asChild variant="outline" size="sm" className="mt-2 self-start">
            <Link href={`/auditor/client/${client.id}`}>Open review workspace</Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Compliance Progress</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {/* D28: the client's result leads (at Level 2 its self-assessed score and status, D30). */}
          {client.targetLevel === 2 &&
            (score.data ? (
              <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="client-sprs-score">
                <span className="font-semibold text-slate-900">
                  {score.data.score === null
                    ? 'Cannot be scored: no system security plan (3.12.4 is not MET)'
                    : `Self-assessed SPRS score: ${score.data.score} of 110`}
                </span>
                <CmmcStatusBadge status={score.data.status} wouldBe={score.data.wouldBe} />
              </div>
            ) : (
              <Skeleton className="h-6" />
            ))}
          {progress.data ? (
            <OverallProgress
              progress={progress.data.overall}
              level1={assessment.data?.overall}
              label="Client progress"
              layout="card"
            />
          ) : (
            <Skeleton className="h-28" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** The client's evidence files, each with the control it was uploaded for. */
export function ClientEvidenceCard({ clientId }: { clientId: string }) {
  const evidence = useClientEvidence(clientId);
  return (
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
  );
}
