import { Button } from '../components/ui/button';
import { VIEW_REQUIREMENTS } from './use-checklist-params';

const VIEWS = [
  { value: null, label: 'By practice (17)' },
  { value: VIEW_REQUIREMENTS, label: 'By requirement (15)' },
];

/** The checklist by practice or by requirement (D22), as two pressed-or-not buttons. */
export function ChecklistViewSwitch({
  byRequirement,
  onChange,
}: {
  byRequirement: boolean;
  onChange: (view: string | null) => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div
        role="group"
        aria-label="View the checklist"
        className="inline-flex rounded-md border border-slate-300 p-0.5"
      >
        {VIEWS.map((view) => {
          const active = (view.value === VIEW_REQUIREMENTS) === byRequirement;
          return (
            <Button
              key={view.label}
              size="sm"
              variant={active ? 'default' : 'ghost'}
              aria-pressed={active}
              onClick={() => onChange(view.value)}
            >
              {view.label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
