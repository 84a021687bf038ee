import { Printer } from 'lucide-react';
import type { Sprs } from '../../contract/cycles';
import { formatDate, formatDay, listed } from '../../contract/format';
import { CMMC_STATUS_LABELS } from '../../contract/poam';
import { ChangesNotice } from '../components/ChangesNotice';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useCycles } from '../lib/cycles';
import { LATER_AFFIRMATION_LABELS } from './level2';
import { SprsEntryForm } from './SprsEntryForm';
import { SprsRequirements } from './SprsRequirements';
import { SprsRows } from './SprsRows';

/**
 * The Level 2 (Self) SPRS sheet (D31): the six fields of 32 CFR 170.16(a)(1)(i) in the rule's
 * order, then the status and the affirmations (170.22), each to copy; the 110 results; the SPRS
 * entry. A self-assessment record: the binding affirmation is made in SPRS (170.22(b)).
 */
export function Level2SprsSheet({ sprs }: { sprs: Sprs }) {
  // The affirmed cycle the sheet is of: the newest with an affirmation.
  const cycle = useCycles().data?.find((one) => one.affirmation);
  const later = cycle?.laterAffirmations ?? [];
  // The statement to enter is the latest affirmed: after the closeout, the Final one.
  const statement = later.at(-1)?.affirmation.statement ?? cycle?.affirmation?.statement;
  const reassessed =
    cycle?.snapshot?.level2?.status === 'conditional' && sprs.complianceResult === CMMC_STATUS_LABELS.final
      ? cycle.snapshot.level2.poam.map((item) => item.requirementId)
      : [];
  const closeoutAhead =
    cycle?.snapshot?.level2?.status === 'conditional' && !later.some((one) => one.kind === 'closeout');
  const result: [string, string][] = [
    ['CMMC level', sprs.cmmcLevel],
    [
      'CMMC status date',
      sprs.cmmcStatusDate
        ? formatDay(sprs.cmmcStatusDate)
        : 'The date you submit this result in SPRS (record it below once submitted)',
    ],
    ['CMMC assessment scope', sprs.assessmentScope],
    ['CAGE codes', sprs.cageCodes.join(', ') || 'None recorded'],
    ['Overall self-assessment score', sprs.overallScore ?? ''],
    ['POA&M usage and compliance status', sprs.poamUsage ?? ''],
    // SPRS asks it with the result, beside the six fields of 170.16(a)(1)(i) (D35).
    [
      'Number of employees',
      sprs.employeeCount !== null
        ? sprs.employeeCount.toLocaleString('en-US')
        : 'Not stated in the scope (enter it in SPRS as your records show)',
    ],
  ];
  const affirmation: [string, string][] = [
    ['CMMC status', sprs.complianceResult],
    ['Affirming official', `${sprs.official.name}, ${sprs.official.title}`],
    ['Official contact', `${sprs.official.email} · ${sprs.official.phone}`],
    ...(statement ? ([['Affirmation statement', statement]] as [string, string][]) : []),
    ['Affirmed on', formatDate(sprs.affirmedAt)],
    ...later.map(
      ({ kind, affirmation: again }) =>
        [
          LATER_AFFIRMATION_LABELS[kind],
          `${formatDate(again.affirmedAt)}, by ${again.officialName}, ${again.officialTitle}`,
        ] as [string, string],
    ),
    ...(sprs.cmmcUid ? ([['CMMC unique identifier', sprs.cmmcUid]] as [string, string][]) : []),
  ];
  return (
    <Card data-testid="sprs-sheet" className="print:border-0 print:shadow-none">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>SPRS sheet</CardTitle>
          <CardDescription>
            Enter these in the Supplier Performance Risk System. Next affirmation due{' '}
            {formatDate(sprs.nextDueAt)}
            {closeoutAhead
              ? ', after the POA&M closeout, within 180 days of the CMMC status date'
              : sprs.cmmcStatusDate
                ? ', each year after the CMMC status date'
                : ''}
            .
          </CardDescription>
        </div>
        <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden />
          Print
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ChangesNotice changes={sprs.changes} />
        <p
          className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900"
          data-testid="sprs-notice"
        >
          {sprs.bindingNotice} {sprs.disclaimer}
        </p>
        <section aria-labelledby="sprs-result-title" className="flex flex-col">
          <h3 id="sprs-result-title" className="text-base font-semibold text-slate-900">
            The result (32 CFR 170.16(a)(1)(i))
          </h3>
          <SprsRows rows={result} testId="sprs-result-fields" />
        </section>
        <section aria-labelledby="sprs-affirmation-title" className="flex flex-col">
          <h3 id="sprs-affirmation-title" className="text-base font-semibold text-slate-900">
            The status and the affirmation (32 CFR 170.22)
          </h3>
          <SprsRows rows={affirmation} testId="sprs-affirmation-fields" />
        </section>
        <SprsRequirements
          requirements={sprs.requirements}
          note={
            reassessed.length
              ? `The results are the POA&M closeout's: it re-assessed ${listed(reassessed)} as MET after the affirmation of ${formatDate(sprs.affirmedAt)}, which found ${reassessed.length === 1 ? 'it' : 'them'} NOT MET (32 CFR 170.21(b)).`
              : undefined
          }
        />
        <SprsEntryForm key={`${sprs.cmmcUid ?? ''}-${sprs.cmmcStatusDate ?? ''}`} sprs={sprs} />
      </CardContent>
    </Card>
  );
}
