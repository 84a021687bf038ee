import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fedrampWarning, type ProviderKind, type ServiceProvider } from '../../contract/providers';
import type { FedrampStatus } from '../../contract/ssp';
import type { Db } from '../db/client';
import { evidenceFiles, serviceProviders } from '../db/schema';

/**
 * What other capabilities and reports read of the providers (D36): plain readers that take an
 * organization id and check no permission; the guarded functions are in service.ts.
 */

const crmFile = alias(evidenceFiles, 'crm_file');
const equivalencyFile = alias(evidenceFiles, 'equivalency_file');

const columns = {
  id: serviceProviders.id,
  name: serviceProviders.name,
  kind: serviceProviders.kind,
  services: serviceProviders.services,
  handlesCui: serviceProviders.handlesCui,
  fedrampStatus: serviceProviders.fedrampStatus,
  fedrampEvidenceId: serviceProviders.fedrampEvidenceId,
  fedrampFileName: equivalencyFile.fileName,
  crmEvidenceId: serviceProviders.crmEvidenceId,
  crmFileName: crmFile.fileName,
  crmVersion: serviceProviders.crmVersion,
  crmDate: serviceProviders.crmDate,
  contacts: serviceProviders.contacts,
  createdAt: serviceProviders.createdAt,
  updatedAt: serviceProviders.updatedAt,
};

type ProviderRow = Awaited<ReturnType<ReturnType<typeof selectProviders>['execute']>>[number];

export function toProvider(row: ProviderRow): ServiceProvider {
  const kind = row.kind as ProviderKind;
  const fedrampStatus = row.fedrampStatus as FedrampStatus | null;
  return {
    id: row.id,
    name: row.name,
    kind,
    services: row.services,
    handlesCui: row.handlesCui,
    fedrampStatus,
    fedrampEvidence: row.fedrampEvidenceId
      ? { evidenceId: row.fedrampEvidenceId, fileName: row.fedrampFileName }
      : null,
    crm:
      row.crmVersion !== null && row.crmDate !== null
        ? {
            evidenceId: row.crmEvidenceId,
            fileName: row.crmEvidenceId ? row.crmFileName : null,
            version: row.crmVersion,
            date: row.crmDate,
          }
        : null,
    contacts: row.contacts,
    fedrampWarning: fedrampWarning({
      name: row.name,
      kind,
      handlesCui: row.handlesCui,
      fedrampStatus,
      hasEquivalencyEvidence: row.fedrampEvidenceId !== null,
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The providers of one organization, or one of them, with the names of the files they name. */
function selectProviders(db: Db) {
  return db
    .select(columns)
    .from(serviceProviders)
    .leftJoin(crmFile, eq(crmFile.id, serviceProviders.crmEvidenceId))
    .leftJoin(equivalencyFile, eq(equivalencyFile.id, serviceProviders.fedrampEvidenceId));
}

/** An organization's providers, by name. */
export async function providersOf(db: Db, organizationId: string): Promise<ServiceProvider[]> {
  const rows = await selectProviders(db)
    .where(eq(serviceProviders.organizationId, organizationId))
    .orderBy(asc(sql`lower(${serviceProviders.name})`), asc(serviceProviders.id));
  return rows.map(toProvider);
}

/** One provider as the API answers it. */
export async function providerById(db: Db, providerId: string): Promise<ServiceProvider | undefined> {
  const [row] = await selectProviders(db).where(eq(serviceProviders.id, providerId));
  return row ? toProvider(row) : undefined;
}
