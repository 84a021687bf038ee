import type { Implementation } from '../../contract/implementations';
import type { ServiceProvider } from '../../contract/providers';
import { catalogControl } from '../catalog/catalog';
import type { Block } from './ssp-content';
import type { SspData } from './ssp-data';

/**
 * The plan's words for each requirement's inheritance from an external service provider (D36,
 * issue 40 items 3 and 7): a fact of the requirement's entry ("Inherited: partial from Acme
 * Cloud: ...", nothing for none), and, under each provider, the requirements it is responsible
 * for. Kept apart from ssp-content.ts, whose order another change of issue 40 rewrites.
 */

/** The requirement's "Inherited" fact, or none when the organization alone is responsible. */
export function inheritanceFacts(
  implementation: Pick<Implementation, 'inheritance' | 'inheritedProviderId' | 'providerPart'> | undefined,
  providers: readonly ServiceProvider[],
): [string, string][] {
  if (!implementation || implementation.inheritance === 'none') return [];
  const provider = providers.find((one) => one.id === implementation.inheritedProviderId);
  return [
    [
      'Inherited',
      `${implementation.inheritance} from ${provider?.name ?? 'a provider no longer listed'}: ${implementation.providerPart ?? ''}`,
    ],
  ];
}

/** The plan's requirements (of its level) this provider is partly or fully responsible for. */
export function providerRequirements(data: SspData, provider: ServiceProvider): Block[] {
  const level = data.level2 ? 2 : 1;
  const named = [...data.implementations.values()]
    .filter((one) => one.inheritance !== 'none' && one.inheritedProviderId === provider.id)
    .filter((one) => catalogControl(one.controlId)?.level === level)
    .map((one) => `${one.controlId} (${one.inheritance})`)
    .sort();
  if (named.length === 0) return [];
  return [{ kind: 'paragraph', text: `Responsible for: ${named.join(', ')}.`, style: 'body' }];
}
