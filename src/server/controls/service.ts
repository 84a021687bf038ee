import type { Level } from '../../contract/level2';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import { catalogControlsJson, catalogDomainsJson } from '../catalog/catalog';

/** The level asked for, else the session's organization's target level (D29), else Level 1. */
const levelFor = (actor: Actor, asked: number | undefined): Level =>
  (asked ?? actor.organization?.targetLevel ?? 1) as Level;

/** A level's domains, for anyone signed in (D10: `catalog:read`). */
export function listDomains(actor: Actor | null, query: { level?: number | undefined } = {}): Buffer {
  authorize(actor, 'catalog:read');
  return catalogDomainsJson(levelFor(actor, query.level));
}

/** A level's controls, of one domain when asked, for anyone signed in (`catalog:read`). */
export function listControls(
  actor: Actor | null,
  query: { domainId?: string | undefined; level?: number | undefined } = {},
): Buffer {
  authorize(actor, 'catalog:read');
  return catalogControlsJson(levelFor(actor, query.level), query);
}
