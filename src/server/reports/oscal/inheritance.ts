import type { Implementation } from '../../../contract/implementations';
import { FEDRAMP_STATUS_LABELS } from '../../../contract/ssp';
import type { ServiceProvider } from '../../../contract/providers';
import { PROVIDER_KIND_LABELS } from '../../../contract/providers';
import { compact, markup, markupLine, prop, some, type Json } from './common';
import { stableUuid } from './uuid';

/**
 * The SSP's inheritance from external service providers (D36, issue 40 items 3 and 7), in OSCAL
 * 1.1.3's terms (vendor/oscal/oscal_ssp_schema.json):
 *
 * - each provider is a party (`organization`) and a component of type `service` of
 *   `system-implementation` (1.1.3 lists no `leveraged-system` type);
 * - a provider with a FedRAMP standing of Certified or equivalent and a customer responsibility
 *   matrix on file is also a `leveraged-authorizations` entry. 1.1.3 requires `date-authorized`
 *   there, and the tool does not record the authorization's own date: the date given is that of
 *   the matrix version the organization holds, and the entry's remarks say so. A provider without
 *   both is left out of the leveraged authorizations (its component and party stay).
 * - each implemented requirement inherited partly or fully from a provider has a `by-components`
 *   entry of the provider's component with one `inherited` item (the provider's part); a partial
 *   one adds a `satisfied` item to the organization's own by-component (this system): what stays
 *   with the organization. `provided-uuid` and `responsibility-uuid` name entries of the provider's
 *   own OSCAL document, which the tool does not have: they are left out (both optional).
 *
 * UUIDs are stable per organization (stableUuid), as the rest of the document's.
 */

type Inheriting = Pick<
  Implementation,
  'inheritance' | 'inheritedProviderId' | 'providerPart' | 'implementationStatement'
>;

export const providerPartyUuid = (organizationId: string, providerId: string) =>
  stableUuid(organizationId, 'provider-party', providerId);
export const providerComponentUuid = (organizationId: string, providerId: string) =>
  stableUuid(organizationId, 'provider-component', providerId);

/** The providers as parties of the metadata. */
export function providerParties(organizationId: string, providers: readonly ServiceProvider[]): Json[] {
  return providers.map((provider) => ({
    uuid: providerPartyUuid(organizationId, provider.id),
    type: 'organization',
    name: markupLine(provider.name, 'Provider'),
  }));
}

/** The providers as components of type `service`. */
export function providerComponents(organizationId: string, providers: readonly ServiceProvider[]): Json[] {
  return providers.map((provider) =>
    compact({
      uuid: providerComponentUuid(organizationId, provider.id),
      type: 'service',
      title: markupLine(provider.name, 'Provider'),
      description: markup(provider.services.trim()) || PROVIDER_KIND_LABELS[provider.kind],
      props: [
        prop('provider-kind', PROVIDER_KIND_LABELS[provider.kind]),
        prop('handles-cui', provider.handlesCui ? 'yes' : 'no'),
        ...(provider.fedrampStatus
          ? [prop('fedramp-status', FEDRAMP_STATUS_LABELS[provider.fedrampStatus])]
          : []),
      ],
      status: { state: 'operational' },
    }),
  );
}

/** The leveraged authorizations, or undefined when no provider has one the document can date. */
export function leveragedAuthorizations(
  organizationId: string,
  providers: readonly ServiceProvider[],
): Json[] | undefined {
  return some(
    providers
      .filter(
        (provider) =>
          (provider.fedrampStatus === 'authorized' || provider.fedrampStatus === 'equivalent') &&
          provider.crm,
      )
      .map((provider) => ({
        uuid: stableUuid(organizationId, 'leveraged-authorization', provider.id),
        title: markupLine(`${provider.name}: ${FEDRAMP_STATUS_LABELS[provider.fedrampStatus!]}`),
        'party-uuid': providerPartyUuid(organizationId, provider.id),
        'date-authorized': provider.crm!.date,
        remarks: `The date is that of the customer responsibility matrix version ${markup(provider.crm!.version)} the organization holds; the date of the authorization itself is not recorded.`,
      })),
  );
}

/**
 * The by-components of one implemented requirement with its inheritance: `own` (the
 * organization's by-components, this system's first) as given for none; with a provider, a
 * `satisfied` item on this system's entry for partial, and the provider's entry with `inherited`.
 */
export function withInheritance(
  organizationId: string,
  controlId: string,
  record: Inheriting | undefined,
  own: Json[],
): Json[] {
  if (!record || record.inheritance === 'none' || !record.inheritedProviderId) return own;
  const providerId = record.inheritedProviderId;
  const part =
    markup(record.providerPart?.trim() ?? '') || 'The provider is responsible for this requirement.';
  const [thisSystem, ...rest] = own;
  const organizationPart =
    record.inheritance === 'partial' && thisSystem
      ? [
          {
            ...thisSystem,
            satisfied: [
              {
                uuid: stableUuid(organizationId, 'satisfied', controlId, providerId),
                description:
                  markup(record.implementationStatement?.trim() ?? '') ||
                  `The organization is responsible for the rest of ${controlId}.`,
              },
            ],
          },
        ]
      : thisSystem
        ? [thisSystem]
        : [];
  return [
    ...organizationPart,
    ...rest,
    {
      'component-uuid': providerComponentUuid(organizationId, providerId),
      uuid: stableUuid(organizationId, 'by-component', controlId, 'provider', providerId),
      description: `${controlId} is ${record.inheritance === 'full' ? 'fully' : 'partly'} inherited from this provider.`,
      props: [prop('inheritance', record.inheritance)],
      inherited: [
        {
          uuid: stableUuid(organizationId, 'inherited', controlId, providerId),
          description: part,
        },
      ],
    },
  ];
}
