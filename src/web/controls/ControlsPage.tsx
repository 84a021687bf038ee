import { checklistControls, type ChecklistFilter } from '../../contract/priorities';
import { Level1Lead } from '../components/Level1Lead';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice';
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

/** Why the filtered checklist is empty. */
function emptyReason(filter: ChecklistFilter): string {
  if (filter.domainId !== null) return 'No controls found for the selected domain';
  if (filter.openOnly)
    return 'Every control is complete and assessed MET or N/A, with no open auditor findings.';
  return 'No controls are available';
}

/**
 * `/controls`, with `?domain=`, `?status=open`, `?control=` (opens that control; Back closes it)
 * and `?view=requirements` (the 15 requirements instead of the 17 practices, D22) in the URL.
 */
export function ControlsPage() {
  const params = useChecklistParams();
  const domains = useDomains();
  const controls = useControls();
  const implementations = useImplementations();
  const assessment = useAssessment();
  const controlDialog = useUrlDialog(CONTROL_PARAM);

  const byControl = new Map(implementations.data?.map((item) => [item.controlId, item]));
  const practiceOf = new Map(assessment.data?.practices.map((practice) => [practice.controlId, practice]));
  const shown = checklistControls(
    controls.data ?? [],
    params.filter,
    implementations.data ?? [],
    assessment.data?.practices ?? [],
  );
  const openControl = controls.data?.find((control) => control.id === controlDialog.value);
  // The cards carry the practices' results and the open filter reads them (D28): wait for them too.
  const loading =
    controls.isLoading || domains.isLoading || implementations.isLoading || assessment.isLoading;

  return (
    <>
      <PageHeader
        title="Controls Checklist"
        subtitle="Track implementation progress for all 17 CMMC Level 1 controls"
      />
      <ReadOnlyNotice className="mb-4" />
      <Level1Lead
        overall={assessment.data?.overall}
        requirements={assessment.data?.requirements}
        className="mb-4"
      />
      <ChecklistViewSwitch
        byRequirement={params.byRequirement}
        onChange={(view) => params.setParam('view', view)}
      />
      <ChecklistFilters domains={domains.data ?? []} params={params} />

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
      ) : params.byRequirement && assessment.data ? (
        <RequirementList
          controls={controls.data ?? []}
          assessment={assessment.data}
          onOpen={controlDialog.open}
        />
      ) : shown.length === 0 ? (
        <Card className="p-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No controls found</h2>
          <p className="mt-1 text-sm text-slate-600">{emptyReason(params.filter)}</p>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {shown.map((control) => (
            <ControlCard
              key={control.id}
              control={control}
              implementation={byControl.get(control.id)}
              practice={practiceOf.get(control.id)}
              onOpen={() => controlDialog.open(control.id)}
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
