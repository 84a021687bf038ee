import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { counted } from '../../contract/format';
import { percentOf } from '../../contract/progress-tone';
import { areasNeedingAttention } from '../../contract/report';
import { REVIEW_STATE_LABELS } from '../../contract/reviews';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { useLevel1 } from '../lib/assessment';
import { cn } from '../lib/utils';
import { PRINT_CARD } from './print';
import type { ReportData } from './use-report-data';

/** One item of the list: red for what keeps Level 1 from MET, yellow for what to look at. */
function Concern({
  tone,
  children,
  testId,
}: {
  tone: 'red' | 'yellow';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <li className="flex items-start gap-2" data-testid={testId}>
      <AlertTriangle
        aria-hidden
        className={cn('mt-0.5 size-4 shrink-0', tone === 'red' ? 'text-red-700' : 'text-yellow-700')}
      />
      {children}
    </li>
  );
}

/** "Areas Requiring Attention" (areasNeedingAttention): the work left, most binding first. */
export function AttentionCard({ data }: { data: ReportData }) {
  const level1 = useLevel1();
  const areas = areasNeedingAttention({ level1: level1.overall, ...data });
  return (
    <Card className={PRINT_CARD}>
      <CardHeader>
        <CardTitle>Areas Requiring Attention</CardTitle>
      </CardHeader>
      <CardContent>
        {areas.none ? (
          <p className="text-sm text-slate-700">No areas need attention right now.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm text-slate-800">
            {areas.requirementsOpen > 0 && (
              <Concern tone="red">
                <span className="min-w-0">
                  {data.level === 2 ? 'Not every requirement is MET' : 'Level 1 is not met'}:{' '}
                  {areas.requirementsOpen} of {areas.requirementsTotal} requirements are still open.{' '}
                  <Link
                    href="/assessment"
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    Record their findings in the self-assessment
                  </Link>
                </span>
              </Concern>
            )}
            {areas.openVerdicts.map((item) => (
              <Concern key={item.id} tone="red" testId="open-verdict">
                <span className="min-w-0 break-words">
                  {item.control.controlNumber} {item.control.title}:{' '}
                  {REVIEW_STATE_LABELS[item.auditorStatus!]} by the auditor
                  {item.auditorNotes && `: “${item.auditorNotes}”`}
                </span>
              </Concern>
            ))}
            {areas.weakDomains.map((domain) => (
              <Concern key={domain.domainId} tone="yellow">
                {domain.domainName} ({domain.shortName}) is at{' '}
                {percentOf(domain.objectivesMet, domain.objectivesTotal)}%:{' '}
                {counted(domain.objectivesTotal - domain.objectivesMet, 'objective')} not yet MET or N/A.
              </Concern>
            ))}
            {areas.completedWithoutEvidence.map((control) => (
              <Concern key={control.id} tone="yellow">
                {control.controlNumber} {control.title} is marked complete but has no evidence file.
              </Concern>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
