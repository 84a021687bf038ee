import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import { catalogControlsJson, catalogDomainsJson } from '../catalog/catalog';

/** The catalog's domains, for anyone signed in (D10: `catalog:read`). */
export function listDomains(actor: Actor | null): string {
  authorize(actor, 'catalog:read');
  return catalogDomainsJson();
}

/** The catalog's controls, of one domain when asked, for anyone signed in (`catalog:read`). */
export function listControls(actor: Actor | null, filter: { domainId?: string | undefined } = {}): string {
  authorize(actor, 'catalog:read');
  return catalogControlsJson(filter);
}
