import { ListFilter } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { priorityReason } from '../../contract/priorities';
import { Level1Lead } from '../components/Level1Lead';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Skeleton } from '../components/ui/skeleton';
import { useControls, useDomains } from '../lib/catalog';
import { useAssessment } from '../lib/assessment';
import { useImplementations } from '../lib/implementations';
import { useUrlDialog, withSearchParam } from '../lib/url-dialog';
import { ControlCard } from './ControlCard';
import { CONTROL_PARAM } from './control-address';
import { ControlDetailsDialog } from './ControlDetailsDialog';
import { RequirementList } from './RequirementList';

const ALL = 'all';
const VIEW_REQUIREMENTS = 'requirements';

/**
 * `/controls`, with `?domain=`, `?status=open`, `?control=` (opens that control; Back closes it)
 * and `?view=requirements` (the 15 requirements instead of the 17 practices, D22) in the URL.
 */
export function ControlsPage() {
  const [params, setParams] = useSearchParams();
  const domains = useDomains();
  const controls = useControls();
  const implementations = useImplementations();
  const assessment = useAssessment();
  const byRequirement = params.get('view') === VIEW_REQUIREMENTS;

  const domainFilter = params.get('domain') ?? ALL;
  const openOnly = params.get('status') === 'open';
  const controlDialog = useUrlDialog(CONTROL_PARAM);
  const setParam = (name: string, value: string | null) =>
    setParams((previous) => withSearchParam(previous, name, value), { replace: true });

  const byControl = new Map(implementations.data?.map((item) => [item.controlId, item]));
  const practiceOf = new Map(assessment.data?.practices.map((practice) => [practice.controlId, practice]));
  const shown = (controls.data ?? []).filter(
    (control) =>
      (domainFilter === ALL || control.domainId === domainFilter) &&
      (!openOnly || priorityReason(byControl.get(control.id), practiceOf.get(control.id)) !== null),
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
      <Level1Lead
        overall={assessment.data?.overall}
        requirements={assessment.data?.requirements}
        className="mb-4"
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div
          role="group"
          aria-label="View the checklist"
          className="inline-flex rounded-md border border-slate-300 p-0.5"
        >
          {[
            { value: null, label: 'By practice (17)' },
            { value: VIEW_REQUIREMENTS, label: 'By requirement (15)' },
          ].map((view) => {
            const active = (view.value === VIEW_REQUIREMENTS) === byRequirement;
            return (
              <Button
                key={view.label}
                size="sm"
                variant={active ? 'default' : 'ghost'}
                aria-pressed={active}
                onClick={() => setParam('view', view.value)}
              >
                {view.label}
              </Button>
            );
          })}
        </div>
      </div>
      <div className={byRequirement ? 'hidden' : 'mb-6 flex flex-col gap-3 sm:flex-row sm:items-center'}>
        <ChoiceSelect
          value={domainFilter}
          onChange={(value) => setParam('domain', value === ALL ? null : value)}
          label="Filter by domain"
          className="w-full sm:w-80"
          choices={[
            { value: ALL, label: 'All Domains' },
            ...(domains.data ?? []).map((domain) => ({
              value: domain.id,
              label: `${domain.shortName} - ${domain.name}`,
            })),
          ]}
        />
        {openOnly && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <ListFilter aria-hidden className="size-4" />
            Showing controls that still need work: not complete, not assessed or NOT MET, or sent back by an
            auditor.
            <Button variant="link" className="h-auto p-0" onClick={() => setParam('status', null)}>
              Show all controls
            </Button>
          </p>
        )}
      </div>

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
          <h2 className="text-lg font-semibold text-slate-900">No controls found</h2>
          <p className="mt-1 text-sm text-slate-600">
            {domainFilter !== ALL
              ? 'No controls found for the selected domain'
              : openOnly
                ? 'Every control is complete and assessed MET or N/A, with no open auditor findings.'
                : 'No controls are available'}
          </p>
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
