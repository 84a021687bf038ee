import { useState } from 'react';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Label } from '../components/ui/label';
import { serverMessage } from '../lib/errors';
import { useCreateProvider, useProviders } from '../lib/providers';
import { namesInNote } from './asset-drafts';

type NoteField = 'serviceProviders' | 'specializedAssets';

const TITLES: Record<NoteField, string> = {
  serviceProviders: 'External service providers, as you wrote them before',
  specializedAssets: 'Specialized assets, as you wrote them before',
};

/**
 * A note kept as one text before D36 (the scope's providers or specialized assets), with the
 * records it suggests: the names it lists, each ticked, to add as providers (each a "other"
 * provider that handles no CUI, to complete in its dialog) or as Specialized Assets of the scope
 * (to complete and save with the scope). The note stays, as written, until the owner clears it:
 * nothing is rewritten without them, nothing is lost.
 */
function ScopeNote({
  field,
  note,
  onClear,
  onAddAssets,
}: {
  field: NoteField;
  note: string;
  onClear: () => void;
  onAddAssets: (names: string[]) => void;
}) {
  const names = namesInNote(note);
  const providers = useProviders().data ?? [];
  const create = useCreateProvider();
  const [picked, setPicked] = useState<Set<string>>(() => new Set(names));
  const [added, setAdded] = useState<string[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const known = new Set(providers.map((provider) => provider.name.toLowerCase()));
  // A provider of that name exists already: nothing to add for it.
  const offered =
    field === 'serviceProviders'
      ? names.filter((name) => !known.has(name.toLowerCase()))
      : names.filter((name) => !added.includes(name));
  const chosen = offered.filter((name) => picked.has(name));
  const id = `scope-note-${field}`;
  const addProviders = async () => {
    setFailed(null);
    for (const name of chosen) {
      try {
        await create.mutateAsync({ name, kind: 'other', handlesCui: false });
      } catch (error) {
        setFailed(serverMessage(error, `${name} was not added. Please try again.`));
        return;
      }
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
      data-testid={id}
    >
      <h3 id={`${id}-title`} className="font-medium">
        {TITLES[field]}
      </h3>
      <p className="whitespace-pre-wrap break-words">{note}</p>
      {offered.length > 0 ? (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1">
            {field === 'serviceProviders'
              ? 'Add them to your providers, to complete there (kind, CUI, FedRAMP, matrix):'
              : 'Add them to the Specialized Assets below, to complete and save with the scope:'}
          </legend>
          {offered.map((name, index) => (
            <div key={name} className="flex items-start gap-2">
              <Checkbox
                id={`${id}-${index}`}
                checked={picked.has(name)}
                onCheckedChange={(checked) => {
                  const next = new Set(picked);
                  if (checked === true) next.add(name);
                  else next.delete(name);
                  setPicked(next);
                }}
              />
              <Label htmlFor={`${id}-${index}`} className="break-words font-normal">
                {name}
              </Label>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-1 self-start bg-white"
            disabled={chosen.length === 0 || create.isPending}
            onClick={() => {
              if (field === 'serviceProviders') void addProviders();
              else {
                onAddAssets(chosen);
                setAdded([...added, ...chosen]);
              }
            }}
          >
            {field === 'serviceProviders'
              ? `Add ${chosen.length === 1 ? 'it as a provider' : `these ${chosen.length} as providers`}`
              : `Add ${chosen.length === 1 ? 'it as a Specialized Asset' : `these ${chosen.length} as Specialized Assets`}`}
          </Button>
          {failed && (
            <p role="alert" className="font-medium text-red-700">
              {failed}
            </p>
          )}
        </fieldset>
      ) : (
        <p>
          {field === 'serviceProviders'
            ? 'Each name it lists is in your providers now.'
            : 'Each name it lists is among the Specialized Assets below: save the scope to keep them.'}
        </p>
      )}
      <Button type="button" variant="outline" size="sm" className="self-start bg-white" onClick={onClear}>
        I have moved them: clear this note
      </Button>
    </section>
  );
}

/** The notes of a scope written before D36, each while it is not cleared. */
export function ScopeNotes({
  notes,
  locked,
  onClear,
  onAddAssets,
}: {
  notes: Record<NoteField, string>;
  locked: boolean;
  onClear: (field: NoteField) => void;
  onAddAssets: (names: string[]) => void;
}) {
  const fields = (['serviceProviders', 'specializedAssets'] as const).filter((field) => notes[field].trim());
  if (fields.length === 0) return null;
  if (locked)
    return (
      <>
        {fields.map((field) => (
          <section key={field} className="flex flex-col gap-1 text-sm" data-testid={`scope-note-${field}`}>
            <h3 className="font-medium text-slate-800">{TITLES[field]}</h3>
            <p className="whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-slate-800">
              {notes[field]}
            </p>
          </section>
        ))}
      </>
    );
  return (
    <>
      {fields.map((field) => (
        <ScopeNote
          key={field}
          field={field}
          note={notes[field]}
          onClear={() => onClear(field)}
          onAddAssets={onAddAssets}
        />
      ))}
    </>
  );
}
