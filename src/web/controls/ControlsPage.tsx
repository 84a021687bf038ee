import { useDeferredValue, useMemo } from 'react';
import { counted } from '../../contract/format';
import type { Level } from '../../contract/level2';
import { checklistControls, type ChecklistFilter } from '../../contract/priorities';
import { Level1Lead } from '../components/Level1Lead';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useAssessment } from '../lib/assessment';
import { useControls, useDomains } from '../lib/catalog';
import { useImplementations } from '../lib/implementations';
import { useUrlDialog } from '../lib/url-dialog';
import { ChecklistFilters } from './ChecklistFilters';
import { ChecklistViewSwitch } from './ChecklistViewSwitch';
import { ControlCard } from './ControlCard';
import { CONTROL_PARAM } from './control-address';
import { ControlDetailsDialog } from './ControlDetailsDialog';
import { RequirementList } from './RequirementList';
import { useChecklistParams } from './use-checklist-params';

/** What the checklist lists at each level: the 17 practices, or the 110 requirements (D29). */
const NOUN: Record<Level, string> = { 1: 'control', 2: 'requirement' };

const SUBTITLES: Record<Level, string> = {
  1: 'Track implementation progress for all 17 CMMC Level 1 controls',
  2: 'Assess the 110 security requirements of CMMC Level 2 (NIST SP 800-171 Rev 2)',
};

/** Why the filtered checklist is empty. */
function emptyReason(filter: ChecklistFilter, level: Level): string {
  if (filter.query || filter.result)
    return `No ${NOUN[level]}s match the search and filters. Clear them to see every ${NOUN[level]}.`;
  if (filter.domainId !== null) return 'No controls found for the selected domain';
  if (filter.openOnly)
    return 'Every control is complete and assessed MET or N/A, with no open auditor findings.';
  return 'No controls are available';
}

/**
 * `/controls`, with `?domain=`, `?status=open`, `?q=`, `?result=`, `?control=` (opens that control;
 * Back closes it) and `?view=requirements` (the 15 requirements instead of the 17 practices, D22;
 * Level 1 only: at Level 2 each requirement is one card) in the URL.
 */
export function ControlsPage() {
  const params = useChecklistParams();
  const domains = useDomains();
  const controls = useControls();
  const implementations = useImplementations();
  const assessment = useAssessment();
  const controlDialog = useUrlDialog(CONTROL_PARAM);
  const level: Level = assessment.data?.level ?? controls.data?.[0]?.level ?? 1;
  const byRequirement = params.byRequirement && level === 1;

  const byControl = useMemo(
    () => new Map(implementations.data?.map((item) => [item.controlId, item])),
    [implementations.data],
  );
  const practiceOf = useMemo(
    () => new Map(assessment.data?.practices.map((practice) => [practice.controlId, practice])),
    [assessment.data],
  );
  // Typing in the search stays quick: the 110 cards follow the text a moment later.
  const query = useDeferredValue(params.filter.query);
  const { domainId, openOnly, result } = params.filter;
  const shown = useMemo(
    () =>
      checklistControls(
        controls.data ?? [],
        { domainId, openOnly, result, query },
        implementations.data ?? [],
        assessment.data?.practices ?? [],
      ),
    [controls.data, implementations.data, assessment.data, domainId, openOnly, result, query],
  );
  const total = controls.data?.length ?? 0;
  const openControl = controls.data?.find((control) => control.id === controlDialog.value);
  // The cards carry the practices' results and the open filter reads them (D28): wait for them too.
  const loading =
    controls.isLoading || domains.isLoading || implementations.isLoading || assessment.isLoading;

  return (
    <>
      <PageHeader title="Controls Checklist" subtitle={SUBTITLES[level]} />
      <ReadOnlyNotice className="mb-4" />
      <Level1Lead
        overall={assessment.data?.overall}
        requirements={assessment.data?.requirements}
        className="mb-4"
      />
      {level === 1 && (
        <ChecklistViewSwitch
          byRequirement={byRequirement}
          onChange={(view) => params.setParam('view', view)}
        />
      )}
      <ChecklistFilters domains={domains.data ?? []} level={level} params={{ ...params, byRequirement }} />
      {!byRequirement && !loading && (
        <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <p role="status" data-testid="checklist-count">
            {params.filtered
              ? `Showing ${shown.length} of ${counted(total, NOUN[level])}`
              : counted(total, NOUN[level])}
          </p>
          {params.filtered && (
            <Button variant="link" className="h-auto p-0" onClick={params.clearFilters}>
              Clear filters
            </Button>
          )}
        </div>
      )}

      {loading ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : controls.isError || implementations.isError ? (
        <LoadError errors={[controls.error, implementations.error]}>
          The controls could not be loaded. Reload the page to try again.
        </LoadError>
      ) : byRequirement && assessment.data ? (
        <RequirementList
          controls={controls.data ?? []}
          assessment={assessment.data}
          onOpen={controlDialog.open}
        />
      ) : shown.length === 0 ? (
        <Card className="p-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No {NOUN[level]}s found</h2>
          <p className="mt-1 text-sm text-slate-600">{emptyReason(params.filter, level)}</p>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {shown.map((control) => (
            <ControlCard
              key={control.id}
              control={control}
              implementation={byControl.get(control.id)}
              practice={practiceOf.get(control.id)}
              onOpen={controlDialog.open}
            />
          ))}
        </div>
      )}

      {openControl && !loading && (
        <ControlDetailsDialog
          key={openControl.id}
          control={openControl}
          implementation={byControl.get(openControl.id)}
          onClose={controlDialog.close}
        />
      )}
    </>
  );
}
