import { affirmedStandingsOf } from '../cycles/queries';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AuditorImplementation, ClientListItem, ClientProgress } from '../../contract/auditor';
import type { EvidenceFile } from '../../contract/evidence';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import { clientSummaryColumns, getClient, organizationContact, toClientSummary } from '../access/client';
import { assessmentOf, clientStandingsOf } from '../findings/queries';
import type { Db } from '../db/client';
import { containsPattern } from '../db/query-input';
import { memberships, organizations, users } from '../db/schema';
import { userDisplayName } from '../../contract/display';
import { catalogControls } from '../catalog/catalog';
import { evidenceOf } from '../evidence/queries';
import { implementationsOf } from '../implementations/queries';
import { domainProgressOf, overallProgressOf } from '../progress/queries';
import { readTogether } from '../db/read-together';
import { readSnapshot } from '../db/snapshot';

/**
 * Client organizations by name, optionally matching a search on business name or username, each
 * with its Level 1 result and objectives MET or N/A (D28), computed for the whole list at once.
 */
export async function listClients(
  db: Db,
  actor: Actor | null,
  query: { search?: string | undefined; limit: number },
): Promise<ClientListItem[]> {
  authorize(actor, 'client:read:any');
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const rows = await db
    .select(clientSummaryColumns)
    .from(organizations)
    .leftJoin(users, organizationContact)
    .where(
      pattern ? or(ilike(organizations.businessName, pattern), ilike(users.username, pattern)) : undefined,
    )
    .orderBy(asc(sql`lower(${organizations.businessName})`), asc(organizations.id))
    .limit(query.limit);
  const ids = rows.map((row) => row.id);
  const [standings, affirmed] = await Promise.all([clientStandingsOf(db, ids), affirmedStandingsOf(db, ids)]);
  return rows.map((row) => ({
    ...toClientSummary(row),
    standing: standings.get(row.id)!,
    affirmedStanding: affirmed.get(row.id) ?? null,
  }));
}

/**
 * A client's work on every catalog control, in catalog order, for review, each with the findings
 * on its objectives. Controls without a record are listed as not started with a null id: a read
 * creates nothing (the client's own records, progress and activity stay exactly as the client
 * left them). One snapshot: a record's version is the version of the notes, findings and evidence
 * listed with it, which a review then names (issue 38).
 */
export async function listClientImplementations(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<AuditorImplementation[]> {
  const client = await getClient(db, actor, clientId);
  const catalog = catalogControls(client.targetLevel);
  const { records, evidence, assessment, names } = await readSnapshot(db, async (tx) => {
    const [records, evidence, assessment] = await readTogether(
      tx,
      () => implementationsOf(tx, client.id),
      () => evidenceOf(tx, client.id),
      () => assessmentOf(tx, client.id),
    );
    const names = await responsibleNames(
      tx,
      client.id,
      records.flatMap((record) => (record.responsibleUserId ? [record.responsibleUserId] : [])),
    );
    return { records, evidence, assessment, names };
  });
  const byControl = new Map(records.map((record) => [record.controlId, record]));
  const objectivesOf = (controlId: string) =>
    assessment.objectives.filter((objective) => objective.controlId === controlId);
  return catalog.map((control): AuditorImplementation => {
    const record = byControl.get(control.id);
    if (record)
      return {
        ...record,
        responsibleName: record.responsibleUserId ? (names.get(record.responsibleUserId) ?? null) : null,
        objectives: objectivesOf(control.id),
      };
    return {
      id: null,
      version: null,
      userId: client.id,
      controlId: control.id,
      status: 'not_started',
      notes: null,
      completedAt: null,
      inheritance: 'none',
      inheritedProviderId: null,
      providerPart: null,
      implementationStatement: null,
      responsibleUserId: null,
      responsibleRole: null,
      responsibleName: null,
      systemIds: [],
      notApplicableApproval: null,
      auditorStatus: null,
      auditorNotes: null,
      auditedAt: null,
      createdAt: null,
      updatedAt: null,
      objectives: objectivesOf(control.id),
      control,
      evidenceFiles: evidence
        .filter((file) => file.controlIds.includes(control.id))
        .map(({ id, fileName, fileType, fileSize, uploadedAt }) => ({
          id,
          fileName,
          fileType,
          fileSize,
          uploadedAt,
        })),
      reviews: [],
    };
  });
}

/**
 * The names of the members responsible for a client's requirements (D32): staff have no members
 * list of the client, and the plan names the member. Only current members: the server clears a
 * departed member from the records.
 */
async function responsibleNames(
  db: Db,
  organizationId: string,
  userIds: string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, [...new Set(userIds)])),
    );
  return new Map(rows.map((row) => [row.id, userDisplayName(row)]));
}

export async function listClientEvidence(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<EvidenceFile[]> {
  const client = await getClient(db, actor, clientId);
  return evidenceOf(db, client.id);
}

export async function getClientProgress(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<ClientProgress> {
  const client = await getClient(db, actor, clientId);
  const [overall, domains] = await readTogether(
    db,
    () => overallProgressOf(db, client.id),
    () => domainProgressOf(db, client.id),
  );
  return { overall, domains };
}
