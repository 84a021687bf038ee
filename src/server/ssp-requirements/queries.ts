import { and, eq, inArray } from 'drizzle-orm';
import type { SspRequirementEntry } from '../../contract/ssp-requirements';
import { sspRequirementStatus } from '../../contract/ssp-status';
import { catalogControl } from '../catalog/catalog';
import type { Db } from '../db/client';
import { readTogether } from '../db/read-together';
import { controlImplementations, serviceProviders } from '../db/schema';
import { practiceFindingsOf } from '../findings/queries';
import { notApplicableApprovalOf } from '../implementations/queries';

/**
 * Each requirement's plan entry at the organization's level (D36), read without a permission
 * check (callers authorize first): the implementation record's plan fields, and the status the
 * findings give, as the roll-up reads them (contract/ssp-status.ts). `controlIds` keeps those
 * named; catalog order.
 */
export async function sspRequirementEntriesOf(
  db: Db,
  organizationId: string,
  controlIds?: readonly string[],
): Promise<SspRequirementEntry[]> {
  const [practices, records, providers] = await readTogether(
    db,
    () => practiceFindingsOf(db, organizationId),
    () =>
      db
        .select()
        .from(controlImplementations)
        .where(
          and(
            eq(controlImplementations.organizationId, organizationId),
            ...(controlIds ? [inArray(controlImplementations.controlId, [...controlIds])] : []),
          ),
        ),
    () =>
      db
        .select({ id: serviceProviders.id, name: serviceProviders.name })
        .from(serviceProviders)
        .where(eq(serviceProviders.organizationId, organizationId)),
  );
  const providerName = new Map(providers.map((provider) => [provider.id, provider.name]));
  const recordOf = new Map(records.map((record) => [record.controlId, record]));
  return practices
    .filter((practice) => !controlIds || controlIds.includes(practice.controlId))
    .map((practice): SspRequirementEntry => {
      const control = catalogControl(practice.controlId);
      const record = recordOf.get(practice.controlId);
      const status = sspRequirementStatus(practice);
      const approval = record ? notApplicableApprovalOf(record) : null;
      return {
        requirementId: practice.controlId,
        nist: control?.nistReference ?? '',
        title: control?.title ?? '',
        status,
        implementationStatement: record?.implementationStatement ?? null,
        responsibleRole: record?.responsibleRole ?? null,
        responsibleUserId: record?.responsibleUserId ?? null,
        systemIds: record?.systemIds ?? [],
        inheritance: {
          kind: record?.inheritance ?? 'none',
          providerId: record?.inheritedProviderId ?? null,
          providerName: record?.inheritedProviderId
            ? (providerName.get(record.inheritedProviderId) ?? null)
            : null,
          providerPart: record?.providerPart ?? null,
        },
        notApplicableApproval: approval,
        approvalNeeded: status === 'not_applicable' && approval === null,
        version: record?.version ?? null,
      };
    });
}
