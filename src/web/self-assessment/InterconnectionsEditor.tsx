import { Plus, Trash2 } from 'lucide-react';
import { flushSync } from 'react-dom';
import {
  INTERCONNECTION_AGREEMENT_MAX,
  INTERCONNECTION_DATA_MAX,
  INTERCONNECTION_KIND_MAX,
  INTERCONNECTION_LABELS,
  INTERCONNECTION_NAME_MAX,
  INTERCONNECTIONS_MAX,
  type Interconnection,
} from '../../contract/ssp-people';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';

/** One connection as the form holds it: `key` for React alone. */
export interface InterconnectionDraft extends Interconnection {
  key: string;
}

let nextKey = 0;
export const interconnectionDrafts = (list: readonly Interconnection[]): InterconnectionDraft[] =>
  list.map((one) => ({ ...one, key: `connection-${++nextKey}` }));

const FIELDS: { name: keyof Interconnection; max: number; hint: string; wide?: true }[] = [
  { name: 'system', max: INTERCONNECTION_NAME_MAX, hint: 'e.g. the prime’s supplier portal' },
  { name: 'otherParty', max: INTERCONNECTION_NAME_MAX, hint: 'Who runs it' },
  { name: 'kind', max: INTERCONNECTION_KIND_MAX, hint: 'e.g. web browser over TLS, site-to-site VPN' },
  {
    name: 'agreement',
    max: INTERCONNECTION_AGREEMENT_MAX,
    hint: 'An ISA, an MOU or the contract clause; optional',
  },
  { name: 'data', max: INTERCONNECTION_DATA_MAX, hint: 'What crosses it, and which way', wide: true },
];

interface InterconnectionsEditorProps {
  list: InterconnectionDraft[];
  onChange: (list: InterconnectionDraft[]) => void;
  errors: Record<string, string>;
  locked: boolean;
  lockedClass: string;
}

/**
 * The system's connections to other systems (D36; NIST SP 800-171A 3.12.4[f]), one labelled row
 * each: the other system, the other party, the kind of connection, the agreement and the data.
 */
export function InterconnectionsEditor({
  list,
  onChange,
  errors,
  locked,
  lockedClass,
}: InterconnectionsEditorProps) {
  const change = (index: number, patch: Partial<Interconnection>) =>
    onChange(list.map((one, at) => (at === index ? { ...one, ...patch } : one)));
  const add = () => {
    const [draft] = interconnectionDrafts([
      { system: '', otherParty: '', kind: '', agreement: '', data: '' },
    ]);
    flushSync(() => onChange([...list, draft!]));
    document.getElementById(`${draft!.key}-system`)?.focus();
  };
  const listError = errors.interconnections;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" data-testid="interconnections-editor">
      <legend className="text-base font-semibold text-slate-900">Interconnections</legend>
      <p className="text-sm text-slate-600">
        Each system outside yours that it exchanges data with: a prime’s portal, your IT provider’s remote
        access, a file transfer site. None is an answer too: leave the list empty.
      </p>
      {list.length === 0 && <p className="text-sm text-slate-700">No interconnections listed.</p>}
      {list.map((one, index) => {
        const title = one.system.trim() || `Interconnection ${index + 1}`;
        return (
          <fieldset
            key={one.key}
            className="min-w-0 rounded-md border border-slate-200 bg-slate-50 p-3 sm:p-4"
            data-testid="interconnection-row"
          >
            <legend className="sr-only">Interconnection {index + 1}</legend>
            <div className="-mt-1 mb-2 flex items-center justify-between gap-2">
              <p aria-hidden className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                Interconnection {index + 1}
              </p>
              {!locked && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="-mr-2 text-red-800 hover:bg-red-50 hover:text-red-900"
                  onClick={() => onChange(list.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden />
                  Remove<span className="sr-only"> {title}</span>
                </Button>
              )}
            </div>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {FIELDS.map((field) => (
                <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
                  <FormField
                    id={`${one.key}-${field.name}`}
                    label={INTERCONNECTION_LABELS[field.name]}
                    hint={field.hint}
                    error={errors[`interconnections.${index}.${field.name}`]}
                  >
                    {(aria) => (
                      <Input
                        {...aria}
                        className={lockedClass}
                        value={one[field.name]}
                        maxLength={field.max}
                        disabled={locked}
                        onChange={(event) => change(index, { [field.name]: event.target.value })}
                      />
                    )}
                  </FormField>
                </div>
              ))}
            </div>
          </fieldset>
        );
      })}
      {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
      {!locked && list.length < INTERCONNECTIONS_MAX && (
        <Button type="button" variant="outline" className="self-start" onClick={add}>
          <Plus aria-hidden />
          Add an interconnection
        </Button>
      )}
    </fieldset>
  );
}
