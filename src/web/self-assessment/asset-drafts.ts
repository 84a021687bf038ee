import type { AssetCategory, CategoryBefore, SpecializedKind } from '../../contract/assets';
import type { ScopeSystem, ScopeSystemInput, SystemKind } from '../../contract/ssp';

/**
 * One asset as the scope's form holds it (D32, D36): `id` once the server has it, `key` for React
 * alone; the count as typed.
 */
export interface SystemDraft {
  key: string;
  id?: string;
  name: string;
  /** Empty until chosen: the server then says "Choose the kind of system" beside it. */
  kind: SystemKind | '';
  description: string;
  category: AssetCategory | null;
  specializedKind: SpecializedKind | null;
  count: string;
  location: string;
  owner: string;
  hostingProviderId: string | null;
  policy: string;
  outOfScopeReason: string;
  /** The category a switch of level cleared (read only): the row offers to choose again. */
  categoryBefore: CategoryBefore | null;
}

export const systemDrafts = (systems: readonly ScopeSystem[]): SystemDraft[] =>
  systems.map((system) => ({
    key: system.id,
    id: system.id,
    name: system.name,
    kind: system.kind,
    description: system.description,
    category: system.category,
    specializedKind: system.specializedKind,
    count: system.count === null ? '' : String(system.count),
    location: system.location,
    owner: system.owner,
    hostingProviderId: system.hostingProviderId,
    policy: system.policy,
    outOfScopeReason: system.outOfScopeReason,
    categoryBefore: system.categoryBefore,
  }));

let nextKey = 0;

/** A new, empty asset of `category` (null: not categorized yet). */
export function newDraft(category: AssetCategory | null, fields: Partial<SystemDraft> = {}): SystemDraft {
  return {
    key: `new-${++nextKey}`,
    name: '',
    kind: '',
    description: '',
    category,
    specializedKind: null,
    count: '',
    location: '',
    owner: '',
    hostingProviderId: null,
    policy: '',
    outOfScopeReason: '',
    categoryBefore: null,
    ...fields,
  };
}

/**
 * The count as sent: empty is "not stated"; anything but a whole number goes as typed, so that the
 * server's message (D5) says what is wrong with it.
 */
function countInput(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!trimmed) return null;
  return (/^\d+$/.test(trimmed) ? Number(trimmed) : trimmed) as number;
}

/**
 * The list as PUT /api/assessment/scope takes it (D32, D36): an existing asset keeps its id, so the
 * requirements that name it keep it; what the category does not use is not sent.
 */
export const systemsInput = (drafts: readonly SystemDraft[]): ScopeSystemInput[] =>
  drafts.map((draft) => ({
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name.trim(),
    // An unchosen kind goes as sent: the server's message for it lands beside the field.
    kind: draft.kind as SystemKind,
    description: draft.description.trim(),
    category: draft.category,
    specializedKind: draft.category === 'specialized' ? draft.specializedKind : null,
    count: countInput(draft.count),
    location: draft.location.trim(),
    owner: draft.owner.trim(),
    hostingProviderId: draft.hostingProviderId,
    policy:
      draft.category === null ||
      draft.category === 'contractor_risk_managed' ||
      draft.category === 'specialized'
        ? draft.policy.trim()
        : '',
    outOfScopeReason:
      draft.category === null || draft.category === 'out_of_scope' ? draft.outOfScopeReason.trim() : '',
  }));

/**
 * The names of a note kept as one text before D36 (the scope's providers or specialized assets),
 * one per line or per semicolon, without list marks: what the owner is offered to turn into
 * records. The note itself stays until the owner clears it: nothing is lost.
 */
export function namesInNote(note: string): string[] {
  const names = note
    .split(/[\n;]+/)
    .map((line) =>
      line
        .trim()
        .replace(/^(?:[-*•·]|\d+[.)])\s*/, '')
        .replace(/[.\s]+$/, '')
        // "Acme IT (managed service provider)": the name is what stands before the parenthesis.
        .replace(/\s*\([^()]*\)$/, '')
        .trim(),
    )
    .filter(Boolean)
    .map((name) => (name.length > 200 ? `${name.slice(0, 199).trimEnd()}…` : name));
  // Each name once, as first written.
  return names.filter(
    (name, index) => names.findIndex((one) => one.toLowerCase() === name.toLowerCase()) === index,
  );
}
