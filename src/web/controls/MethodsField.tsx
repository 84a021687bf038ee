import { ASSESSMENT_METHODS, type AssessmentMethod } from '../../contract/assessment';
import { METHOD_LABELS } from '../../contract/labels';
import { toggled } from './use-finding-draft';

/** Examine, Interview, Test: the methods the finding rests on (NIST SP 800-171A). */
export function MethodsField({
  methods,
  onChange,
}: {
  methods: AssessmentMethod[];
  onChange: (methods: AssessmentMethod[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">Methods used</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {ASSESSMENT_METHODS.map((method) => (
          <label key={method} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={methods.includes(method)}
              onChange={() => onChange(toggled(methods, method))}
            />
            {METHOD_LABELS[method]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
