import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  ASSET_CATEGORIES_AT,
  ASSET_CATEGORY_LABELS,
  ASSET_CATEGORY_SINGULAR,
  CATEGORY_GUIDANCE,
  type AssetCategory,
} from '../../contract/assets';
import type { Level } from '../../contract/level2';
import { SYSTEMS_MAX } from '../../contract/ssp';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { useImplementations } from '../lib/implementations';
import { useProviders } from '../lib/providers';
import { newDraft, type SystemDraft } from './asset-drafts';
import { SystemRow, withArticle } from './SystemRow';

export { systemDrafts, systemsInput, type SystemDraft } from './asset-drafts';

/** The requirements whose plan entry names each system (from GET /api/implementations). */
function useRequirementsBySystem(): Map<string, string[]> {
  const implementations = useImplementations();
  const bySystem = new Map<string, string[]>();
  for (const implementation of implementations.data ?? [])
    for (const systemId of implementation.systemIds)
      bySystem.set(systemId, [...(bySystem.get(systemId) ?? []), implementation.controlId]);
  return bySystem;
}

const listed = (ids: string[]) =>
  ids.length <= 6 ? ids.join(', ') : `${ids.slice(0, 5).join(', ')} and ${ids.length - 5} more`;

/** "Add a CUI Asset", "Add an Out-of-Scope Asset". */
const addLabel = (category: AssetCategory) => `Add ${withArticle(ASSET_CATEGORY_SINGULAR[category])}`;

const addButtonId = (category: AssetCategory) => `add-asset-${category}`;

/** What 170.19 says of a category at the level: its words quoted, with the paragraph. */
export function CategoryGuidance({ category, level }: { category: AssetCategory; level: Level }) {
  const guidance = CATEGORY_GUIDANCE[level][category];
  if (!guidance) return null;
  return (
    <div className="flex flex-col gap-1 text-xs text-slate-700">
      <blockquote className="border-l-2 border-slate-300 pl-2 italic">
        “{guidance.quote}” <span className="not-italic text-slate-600">({guidance.cite})</span>
      </blockquote>
      <p>{guidance.asks}</p>
    </div>
  );
}

interface SystemsEditorProps {
  systems: SystemDraft[];
  onChange: (systems: SystemDraft[]) => void;
  /** Field messages of the server's 400, keyed by path (`systems.0.name`). */
  errors: Record<string, string>;
  level: Level;
  hint: string;
}

/**
 * The scope's assets (D32, D36), grouped by their 32 CFR 170.19 category at the cycle's level,
 * each group with what the rule says of it: add, edit and remove them; saved with the scope.
 * The list sent keeps its order (the server's messages name rows by position); the groups only
 * show it. Assets with no category yet (saved before D36, or cleared by a switch of level) come
 * first, to be categorized.
 */
export function SystemsEditor({ systems, onChange, errors, level, hint }: SystemsEditorProps) {
  const namedBy = useRequirementsBySystem();
  const providers = useProviders().data ?? [];
  const [removing, setRemoving] = useState<SystemDraft | null>(null);
  // Where the cursor goes after a row is added, moved or removed: a field's id, or an add button's.
  // After the warning, the dialog puts it there as it closes (`returnFocusTo`).
  const focusNext = useRef<string | null>(null);
  const afterWarning = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    document.getElementById(target)?.focus();
  });

  const update = (key: string, change: Partial<SystemDraft>) => {
    // A new category moves the row to its group: the cursor follows it to its category field.
    if (change.category !== undefined) focusNext.current = `system-${key}-category`;
    onChange(systems.map((system) => (system.key === key ? { ...system, ...change } : system)));
  };
  const add = (category: AssetCategory) => {
    const draft = newDraft(category);
    focusNext.current = `system-${draft.key}-name`;
    onChange([...systems, draft]);
  };
  /** Removes a row; the cursor goes to the next row of its group, the one before, or its group's "Add". */
  const remove = (key: string): string => {
    const removed = systems.find((system) => system.key === key);
    const group = systems.filter((system) => system.category === removed?.category);
    const index = group.findIndex((system) => system.key === key);
    const next = group[index + 1] ?? group[index - 1];
    onChange(systems.filter((system) => system.key !== key));
    if (next) return `system-${next.key}-name`;
    const category = removed?.category ?? null;
    return category ? addButtonId(category) : addButtonId(ASSET_CATEGORIES_AT[level][0]!);
  };
  const requirementsOf = (system: SystemDraft) => (system.id ? (namedBy.get(system.id) ?? []) : []);
  const naming = removing ? requirementsOf(removing) : [];
  const listError = errors.systems;
  const uncategorized = systems.filter((system) => system.category === null);

  const row = (system: SystemDraft) => (
    <SystemRow
      key={system.key}
      system={system}
      index={systems.indexOf(system)}
      level={level}
      providers={providers}
      errors={errors}
      onChange={(change) => update(system.key, change)}
      onRemove={() => {
        if (requirementsOf(system).length) {
          afterWarning.current = null;
          setRemoving(system);
        } else focusNext.current = remove(system.key);
      }}
    />
  );

  return (
    // A fieldset's legend stands outside its flex layout: the list is laid out in a div of its own.
    <fieldset className="min-w-0" aria-describedby="systems-hint" data-testid="systems-editor">
      <legend className="text-sm font-medium text-slate-800">Where it lives: assets by category</legend>
      <div className="mt-1.5 flex flex-col gap-4">
        <p id="systems-hint" className="text-xs text-slate-600">
          {hint} Put each one in its category of 32 CFR 170.19 and name it; the plan lists them by category,
          and a requirement’s plan entry can say which assets it applies to.
        </p>
        {listError && (
          <p className="text-sm font-medium text-red-700" role="alert">
            {listError}
          </p>
        )}
        {systems.length === 0 && (
          <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-700">
            No systems named yet. Add each computer group, server, network device, cloud service and software
            that holds the information, in its category below.
          </p>
        )}
        {uncategorized.length > 0 && (
          <section
            aria-labelledby="asset-group-none-title"
            className="flex flex-col gap-3 rounded-md border border-amber-300 p-3"
            data-testid="asset-group-none"
          >
            <h3 id="asset-group-none-title" className="text-sm font-semibold text-slate-900">
              Not categorized yet ({uncategorized.length})
            </h3>
            <p className="text-xs text-slate-700">
              Saved before the categories, or cleared by a change of level: choose each one’s category at
              Level {level}.
            </p>
            {uncategorized.map(row)}
          </section>
        )}
        {ASSET_CATEGORIES_AT[level].map((category) => {
          const members = systems.filter((system) => system.category === category);
          return (
            <section
              key={category}
              aria-labelledby={`asset-group-${category}-title`}
              className="flex flex-col gap-3 border-t border-slate-200 pt-3"
              data-testid={`asset-group-${category}`}
            >
              <h3 id={`asset-group-${category}-title`} className="text-sm font-semibold text-slate-900">
                {ASSET_CATEGORY_LABELS[category]}
                {level === 1 && category === 'in_scope' ? ' (they hold FCI)' : ''}{' '}
                <span className="font-normal text-slate-600">({members.length})</span>
              </h3>
              <CategoryGuidance category={category} level={level} />
              {members.map(row)}
              {systems.length < SYSTEMS_MAX && (
                <Button
                  id={addButtonId(category)}
                  type="button"
                  variant="outline"
                  className="self-start"
                  onClick={() => add(category)}
                >
                  <Plus aria-hidden />
                  {addLabel(category)}
                </Button>
              )}
            </section>
          );
        })}
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={`Remove ${removing?.name.trim() || 'this asset'}?`}
          description={
            <span data-testid="remove-system-warning">
              {naming.length === 1 ? 'One requirement names' : `${naming.length} requirements name`} it in the
              system security plan: {listed(naming)}. Once you save the scope,{' '}
              {naming.length === 1 ? 'it no longer does' : 'they no longer do'}.
            </span>
          }
          confirmLabel="Remove asset"
          cancelLabel="Keep it"
          // Kept, the cursor returns to its Remove button; removed, to the row now in its place.
          returnFocusTo={() => (afterWarning.current ? document.getElementById(afterWarning.current) : null)}
          onConfirm={() => {
            if (removing) afterWarning.current = remove(removing.key);
            setRemoving(null);
          }}
        />
      </div>
    </fieldset>
  );
}
