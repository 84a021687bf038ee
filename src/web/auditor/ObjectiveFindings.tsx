import type { ObjectiveFinding } from '../../contract/assessment';
import { METHOD_LABELS } from '../../contract/labels';
import type { ReactNode } from 'react';
import { AssessmentMethodsDisclosure } from '../components/AssessmentMethodsDisclosure';
import { FindingBadge, ResultBadge } from '../components/Level1Badge';
import { LoadError } from '../components/LoadError';
import { Skeleton } from '../components/ui/skeleton';
import { useClientAssessment } from '../lib/auditor';
import type { RecordedImplementation } from './ImplementationList';

/**
 * One line of an objective's details: "Methods Examine, Test". At phone width the term runs into
 * its text, which then has the whole width; from `sm` up the terms form a column.
 */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="sm:flex sm:gap-2">
      <dt className="inline pr-1.5 text-xs font-medium text-slate-600 sm:w-16 sm:shrink-0 sm:pr-0 sm:leading-5">
        {term}
      </dt>
      <dd className="inline whitespace-pre-line break-words text-slate-800 sm:block sm:min-w-0 sm:flex-1">
        {children}
      </dd>
    </div>
  );
}

interface FileName {
  id: string;
  fileName: string;
}

function ObjectiveItem({
  id,
  letter,
  text,
  finding,
  files,
}: {
  id: string;
  letter: string;
  text: string;
  finding: ObjectiveFinding | undefined;
  files: Map<string, FileName>;
}) {
  const methods = finding?.methods ?? [];
  const evidenceIds = finding?.evidenceIds ?? [];
  const named = evidenceIds.flatMap((id) => files.get(id) ?? []);
  const unlisted = evidenceIds.length - named.length;
  const hasDetails =
    methods.length > 0 || Boolean(finding?.note) || Boolean(finding?.justification) || evidenceIds.length > 0;
  return (
    <li
      className="flex gap-2 py-3 first:pt-0 last:pb-0"
      data-testid="objective-finding"
      data-objective-id={id}
    >
      <span className="w-7 shrink-0 font-mono text-slate-600">[{letter}]</span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {/* At phone width the finding goes under the objective, which keeps the whole line. */}
        <div className="flex flex-col items-start gap-1 sm:flex-row sm:justify-between sm:gap-3">
          <p className="min-w-0 break-words text-slate-900">{text}</p>
          <FindingBadge finding={finding?.finding ?? null} />
        </div>
        {hasDetails && (
          <dl className="flex flex-col gap-1">
            {methods.length > 0 && (
              <Detail term="Methods">{methods.map((method) => METHOD_LABELS[method]).join(', ')}</Detail>
            )}
            {finding?.note && <Detail term="Note">{finding.note}</Detail>}
            {finding?.justification && <Detail term="Why N/A">{finding.justification}</Detail>}
            {evidenceIds.length > 0 && (
              <Detail term="Evidence">
                {named.length > 0 && (
                  <ul className="flex flex-col">
                    {named.map((file) => (
                      <li key={file.id}>{file.fileName}</li>
                    ))}
                  </ul>
                )}
                {unlisted > 0 && (
                  <span className="text-slate-600">
                    {unlisted} {unlisted === 1 ? 'file' : 'files'} not in this control's list
                  </span>
                )}
              </Detail>
            )}
          </dl>
        )}
      </div>
    </li>
  );
}

/**
 * The client's findings on the objectives of the control under review (D22): the practice's
 * result, each objective with its finding, methods, note, N/A justification and evidence, and
 * the catalog's assessment methods and objects. The findings are those read with the
 * implementation, of the version the review names (issue 38); the result and its count come from
 * the client's assessment.
 */
export function ObjectiveFindings({
  clientId,
  implementation,
}: {
  clientId: string;
  implementation: RecordedImplementation;
}) {
  const assessment = useClientAssessment(clientId);
  const { control } = implementation;
  const heading = (
    <h3 id="findings-heading" className="font-semibold text-slate-900">
      Objective findings
    </h3>
  );
  if (assessment.isLoading) {
    return (
      <section aria-labelledby="findings-heading" aria-busy className="flex flex-col gap-2 text-sm">
        {heading}
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-24" />
      </section>
    );
  }
  if (assessment.isError || !assessment.data) {
    return (
      <section aria-labelledby="findings-heading" className="flex flex-col gap-2 text-sm">
        {heading}
        <LoadError errors={[assessment.error]}>
          The client's objective findings could not be loaded.
        </LoadError>
      </section>
    );
  }
  const findings = new Map(implementation.objectives.map((finding) => [finding.objectiveId, finding]));
  const practice = assessment.data.practices.find((item) => item.controlId === control.id);
  const files = new Map(implementation.evidenceFiles.map((file) => [file.id, file]));
  const total = practice?.objectives ?? control.objectives.length;
  const settled = practice ? practice.met + practice.notApplicable : 0;
  return (
    <section
      aria-labelledby="findings-heading"
      className="flex flex-col gap-3 text-sm"
      data-testid="objective-findings"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {heading}
        {practice && <ResultBadge result={practice.result} />}
        <span className="text-xs text-slate-600">
          {settled} of {total} objectives MET or N/A
        </span>
      </div>
      <ol className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200 p-3">
        {control.objectives.map((objective) => (
          <ObjectiveItem
            key={objective.id}
            id={objective.id}
            letter={objective.letter}
            text={objective.text}
            finding={findings.get(objective.id)}
            files={files}
          />
        ))}
      </ol>
      <AssessmentMethodsDisclosure methods={control.assessmentMethods} />
    </section>
  );
}
