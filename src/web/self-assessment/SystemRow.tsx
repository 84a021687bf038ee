import { Trash2 } from 'lucide-react';
import {
  ASSET_CATEGORIES_AT,
  ASSET_CATEGORY_SINGULAR,
  ASSET_SHORT_TEXT_MAX,
  ASSET_TEXT_MAX,
  SPECIALIZED_KIND_LABELS,
  SPECIALIZED_KINDS,
  suggestedCategory,
  type AssetCategory,
  type SpecializedKind,
} from '../../contract/assets';
import type { Level } from '../../contract/level2';
import type { ServiceProvider } from '../../contract/providers';
import {
  SYSTEM_DESCRIPTION_MAX,
  SYSTEM_KIND_LABELS,
  SYSTEM_KINDS,
  SYSTEM_NAME_MAX,
  type SystemKind,
} from '../../contract/ssp';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Textarea } from '../components/ui/textarea';
import type { SystemDraft } from './asset-drafts';

const NO_HOST = 'none';

/** "a CUI Asset", "an Out-of-Scope Asset". */
export const withArticle = (singular: string) =>
  `a${/^(?!CUI)[AEIOU]/i.test(singular) ? 'n' : ''} ${singular}`;
const NO_CATEGORY = 'none';

/** What each category's own text field asks, per level (32 CFR 170.19; contract/assets.ts). */
const POLICY_LABEL: Partial<Record<AssetCategory, string>> = {
  contractor_risk_managed: 'How your policies, procedures and practices keep CUI off it',
  specialized: 'How your policies manage its risk (optional)',
};
const REASON_LABEL: Record<Level, string> = {
  1: 'Why it does not process, store or transmit FCI',
  2: 'Why it cannot process, store or transmit CUI',
};

interface SystemRowProps {
  system: SystemDraft;
  /** Its place in the list sent: the server's messages name it (`systems.2.policy`). */
  index: number;
  level: Level;
  providers: readonly ServiceProvider[];
  /** Field messages of the server's 400, keyed by path (`systems.0.name`). */
  errors: Record<string, string>;
  onChange: (change: Partial<SystemDraft>) => void;
  onRemove: () => void;
}

/** One asset of the scope, its fields editable (D32, D36). */
export function SystemRow({ system, index, level, providers, errors, onChange, onRemove }: SystemRowProps) {
  const id = `system-${system.key}`;
  const error = (field: string) => errors[`systems.${index}.${field}`];
  const category = system.category;
  const what = category ? ASSET_CATEGORY_SINGULAR[category] : 'Asset';
  const title = system.name.trim() || `new ${what.toLowerCase()}`;
  const before = category === null ? system.categoryBefore : null;
  const suggestion = before ? suggestedCategory(before, level) : null;
  const chooseCategory = (next: AssetCategory | null) =>
    onChange({ category: next, specializedKind: next === 'specialized' ? system.specializedKind : null });
  return (
    <fieldset
      className="min-w-0 rounded-md border border-slate-200 bg-slate-50 p-3 sm:p-4"
      data-testid="system-row"
    >
      <legend className="sr-only">
        {what}: {title}
      </legend>
      <div className="-mt-1 mb-2 flex items-center justify-between gap-2">
        <p aria-hidden className="min-w-0 truncate text-sm font-semibold text-slate-800">
          {system.name.trim() || `New ${what.toLowerCase()}`}
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-mr-2 shrink-0 text-red-800 hover:bg-red-50 hover:text-red-900"
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
          Remove<span className="sr-only"> {title}</span>
        </Button>
      </div>
      <div className="flex flex-col gap-3">
        {before && (
          <div
            className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
            data-testid="category-before"
          >
            <p>
              At Level {before.level} this was {withArticle(ASSET_CATEGORY_SINGULAR[before.category])}. The
              switch to Level {level} cleared it: choose its category at Level {level}, which asks whether it
              holds {level === 1 ? 'FCI' : 'CUI'}.
            </p>
            {suggestion && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="self-start bg-white"
                onClick={() => chooseCategory(suggestion)}
              >
                Make it {withArticle(ASSET_CATEGORY_SINGULAR[suggestion])}
              </Button>
            )}
          </div>
        )}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
          <FormField id={`${id}-name`} label="Name" error={error('name')}>
            {(aria) => (
              <Input
                {...aria}
                value={system.name}
                maxLength={SYSTEM_NAME_MAX}
                placeholder="e.g. Microsoft 365 tenant"
                onChange={(event) => onChange({ name: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={`${id}-kind`} label="Kind" error={error('kind')}>
            {(aria) => (
              <ChoiceSelect
                {...aria}
                value={system.kind}
                placeholder="Choose the kind..."
                onChange={(kind) => onChange({ kind: kind as SystemKind })}
                choices={SYSTEM_KINDS.map((kind) => ({ value: kind, label: SYSTEM_KIND_LABELS[kind] }))}
              />
            )}
          </FormField>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FormField id={`${id}-category`} label="Category" error={error('category')}>
            {(aria) => (
              <ChoiceSelect
                {...aria}
                value={category ?? NO_CATEGORY}
                onChange={(value) => chooseCategory(value === NO_CATEGORY ? null : (value as AssetCategory))}
                choices={[
                  ...(category === null ? [{ value: NO_CATEGORY, label: 'Choose a category' }] : []),
                  ...ASSET_CATEGORIES_AT[level].map((one) => ({
                    value: one,
                    label: ASSET_CATEGORY_SINGULAR[one],
                  })),
                ]}
              />
            )}
          </FormField>
          {category === 'specialized' && (
            <FormField
              id={`${id}-specialized-kind`}
              label="Kind of specialized asset"
              error={error('specializedKind')}
            >
              {(aria) => (
                <ChoiceSelect
                  {...aria}
                  value={system.specializedKind ?? ''}
                  placeholder="Choose..."
                  onChange={(kind) => onChange({ specializedKind: kind as SpecializedKind })}
                  choices={SPECIALIZED_KINDS.map((kind) => ({
                    value: kind,
                    label: SPECIALIZED_KIND_LABELS[kind],
                  }))}
                />
              )}
            </FormField>
          )}
        </div>
        {category === 'contractor_risk_managed' || category === 'specialized' ? (
          <FormField
            id={`${id}-policy`}
            label={POLICY_LABEL[category]!}
            hint={
              category === 'contractor_risk_managed'
                ? 'The plan documents them (32 CFR 170.19(c)(1)): e.g. “the CUI share is not mapped on it; staff are trained to keep CUI off it”.'
                : undefined
            }
            error={error('policy')}
          >
            {(aria) => (
              <Textarea
                {...aria}
                className="min-h-10 field-sizing-content"
                value={system.policy}
                maxLength={ASSET_TEXT_MAX}
                onChange={(event) => onChange({ policy: event.target.value })}
              />
            )}
          </FormField>
        ) : null}
        {category === 'out_of_scope' && (
          <FormField id={`${id}-reason`} label={REASON_LABEL[level]} error={error('outOfScopeReason')}>
            {(aria) => (
              <Textarea
                {...aria}
                className="min-h-10 field-sizing-content"
                value={system.outOfScopeReason}
                maxLength={ASSET_TEXT_MAX}
                onChange={(event) => onChange({ outOfScopeReason: event.target.value })}
              />
            )}
          </FormField>
        )}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)]">
          <FormField id={`${id}-count`} label="Count (optional)" error={error('count')}>
            {(aria) => (
              <Input
                {...aria}
                value={system.count}
                inputMode="numeric"
                autoComplete="off"
                onChange={(event) => onChange({ count: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={`${id}-location`} label="Location (optional)" error={error('location')}>
            {(aria) => (
              <Input
                {...aria}
                value={system.location}
                maxLength={ASSET_SHORT_TEXT_MAX}
                onChange={(event) => onChange({ location: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={`${id}-owner`} label="Owner or manager (optional)" error={error('owner')}>
            {(aria) => (
              <Input
                {...aria}
                value={system.owner}
                maxLength={ASSET_SHORT_TEXT_MAX}
                onChange={(event) => onChange({ owner: event.target.value })}
              />
            )}
          </FormField>
        </div>
        <FormField
          id={`${id}-host`}
          label="Hosted by"
          hint={
            providers.length === 0
              ? 'Add the companies that host or manage your assets under “External service providers”, then choose one here.'
              : undefined
          }
          error={error('hostingProviderId')}
        >
          {(aria) => (
            <ChoiceSelect
              {...aria}
              className="sm:max-w-md"
              value={system.hostingProviderId ?? NO_HOST}
              onChange={(value) => onChange({ hostingProviderId: value === NO_HOST ? null : value })}
              choices={[
                { value: NO_HOST, label: 'Not hosted by a provider' },
                ...providers.map((provider) => ({ value: provider.id, label: provider.name })),
                // A host removed since the page was read still shows, for the server to refuse.
                ...(system.hostingProviderId && !providers.some((one) => one.id === system.hostingProviderId)
                  ? [{ value: system.hostingProviderId, label: 'A provider since removed' }]
                  : []),
              ]}
            />
          )}
        </FormField>
        <FormField id={`${id}-description`} label="Description (optional)" error={error('description')}>
          {(aria) => (
            <Textarea
              {...aria}
              className="min-h-10 field-sizing-content"
              value={system.description}
              maxLength={SYSTEM_DESCRIPTION_MAX}
              placeholder="What it is and what it holds: models, the tenant’s plan."
              onChange={(event) => onChange({ description: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
