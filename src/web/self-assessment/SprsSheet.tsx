import { Printer } from 'lucide-react';
import { formatDate, formatDay } from '../../contract/format';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { Level2SprsSheet } from './Level2SprsSheet';
import { SprsEntryForm } from './SprsEntryForm';
import { SprsRows } from './SprsRows';
import { SprsRequirements } from './SprsRequirements';
import { ChangesNotice } from '../components/ChangesNotice';
import { useSprs } from '../lib/cycles';

/**
 * The five fields SPRS asks for (32 CFR 170.15(a)(1)(i)) and the official, to copy one by one or
 * print; the 15 results; and the SPRS entry once recorded (D28). The binding affirmation is made in
 * SPRS (170.22(b)): the sheet says so, and that it is a self-assessment record.
 */
export function SprsSheet() {
  const sprs = useSprs(true);
  if (sprs.isLoading) return <Skeleton className="h-64" />;
  if (!sprs.data) return null;
  const { data } = sprs;
  // Level 2 (D31): the six fields of 170.16(a)(1)(i), then the affirmation (170.22).
  if (data.overallScore !== null) return <Level2SprsSheet sprs={data} />;
  const rows: [string, string][] = [
    ['CMMC level', data.cmmcLevel],
    [
      'CMMC status date',
      data.cmmcStatusDate
        ? formatDay(data.cmmcStatusDate)
        : 'The date you submit this result in SPRS (record it below once submitted)',
    ],
    ['CMMC assessment scope', data.assessmentScope],
    ['CAGE codes', data.cageCodes.join(', ') || 'None recorded'],
    ['Compliance result', data.complianceResult],
    ['Affirming official', `${data.official.name}, ${data.official.title}`],
    ['Official contact', `${data.official.email} · ${data.official.phone}`],
    ...(data.cmmcUid ? ([['CMMC unique identifier', data.cmmcUid]] as [string, string][]) : []),
  ];
  return (
    <Card data-testid="sprs-sheet" className="print:border-0 print:shadow-none">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>SPRS sheet</CardTitle>
          <CardDescription>
            Enter these in the Supplier Performance Risk System. Next affirmation due{' '}
            {formatDate(data.nextDueAt)}
            {data.cmmcStatusDate ? ', a year after the CMMC status date' : ''}.
          </CardDescription>
        </div>
        <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden />
          Print
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ChangesNotice changes={data.changes} />
        <p
          className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900"
          data-testid="sprs-notice"
        >
          {data.bindingNotice} {data.disclaimer}
        </p>
        <SprsRows rows={rows} />
        <SprsRequirements requirements={data.requirements} />
        <SprsEntryForm key={`${data.cmmcUid ?? ''}-${data.cmmcStatusDate ?? ''}`} sprs={data} />
      </CardContent>
    </Card>
  );
}
