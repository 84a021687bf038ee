import type { Readable } from 'node:stream';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ACTIVITY_ACTION_CODES, ACTIVITY_ACTION_LABELS } from '../../contract/activity';
import type { AdminActivity, AdminPage, adminActivityQuerySchema } from '../../contract/admin';
import { activityActorName } from '../../contract/display';
import { businessNameOf } from '../../contract/staff';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { activityLog, organizations, users } from '../db/schema';
import { csvStream, type CsvColumn } from '../http/csv';
import {
  anyOf,
  byTimeThenId,
  countUpTo,
  listPage,
  organizationIdsMatching,
  pageOf,
  windowIds,
  type PageSpan,
} from './paging';

type Query = z.output<typeof adminActivityQuerySchema>;

const actorUser = alias(users, 'actor');
const ownerOrganization = alias(organizations, 'owner_organization');
const actorOrganization = alias(organizations, 'actor_organization');

/** The actions whose code or label holds the text ("sign" finds sign-in and sign-out). */
function actionsMatching(search: string): string[] {
  const text = search.toLowerCase();
  return ACTIVITY_ACTION_CODES.filter(
    (code) => code.includes(text) || ACTIVITY_ACTION_LABELS[code].toLowerCase().includes(text),
  );
}

/**
 * The console's activity filter (D21): the action chosen, and a search that finds the
 * organization (business name) or the action (its code or label). The organizations are looked
 * up first (one statement), so that the planner sees how many ids it gets and reads each part
 * from its index: an organization's entries by (user_id, created_at), an action's by (action,
 * created_at). The descriptions are not searched: without a trigram index on them (a migration),
 * that is a scan of the whole log, seconds on a million entries.
 */
interface ActivityFilter {
  /** The chosen action, for every part. */
  action: SQL | undefined;
  /** The organizations the search names: undefined without a search, empty when it names none. */
  organizationIds: string[] | undefined;
  /** The actions the search names: undefined without a search, false when it names none. */
  actions: SQL | undefined | false;
}

async function activityFilter(db: Db, query: Pick<Query, 'search' | 'action'>): Promise<ActivityFilter> {
  const action = query.action !== 'all' ? eq(activityLog.action, query.action) : undefined;
  if (!query.search) return { action, organizationIds: undefined, actions: undefined };
  const codes = actionsMatching(query.search);
  return {
    action,
    organizationIds: await organizationIdsMatching(db, query.search),
    actions:
      codes.length > 0 &&
      sql`${activityLog.action} in (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )})`,
  };
}

/** The rows the filter keeps; null when it keeps none (a search that matched nothing). */
function whereOf({ action, organizationIds, actions }: ActivityFilter): SQL | undefined | null {
  if (organizationIds?.length === 0 && actions === false) return null;
  const organizations = organizationIds?.length
    ? anyOf(activityLog.organizationId, organizationIds)
    : undefined;
  return and(action, or(organizations, actions || undefined));
}

/** An entry with its organization and both users the actor's name is made from. */
function entries(db: Db) {
  return (
    db
      .select({
        id: activityLog.id,
        userId: activityLog.userId,
        action: activityLog.action,
        description: activityLog.description,
        createdAt: activityLog.createdAt,
        /** The exact timestamp (microseconds), where the next batch of the CSV starts. */
        cursor: sql<string>`${activityLog.createdAt}::text`,
        actorBusinessName: actorOrganization.businessName,
        organizationName: ownerOrganization.businessName,
        // Null when the entry names no account (Drizzle makes a left join's all-null object null).
        owner: {
          role: users.role,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
        },
        // Null when the owner acted (Drizzle makes a left join's all-null object null).
        actor: {
          role: actorUser.role,
          firstName: actorUser.firstName,
          lastName: actorUser.lastName,
          username: actorUser.username,
        },
      })
      .from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.userId))
      // The organization the entry is about (D27), else the account's.
      .leftJoin(
        ownerOrganization,
        eq(
          ownerOrganization.id,
          sql`coalesce(${activityLog.organizationId}, ${users.currentOrganizationId})`,
        ),
      )
      .leftJoin(actorUser, eq(actorUser.id, activityLog.actorUserId))
      .leftJoin(actorOrganization, eq(actorOrganization.id, actorUser.currentOrganizationId))
      .$dynamic()
  );
}

/** A user of an entry with the business name it shows (businessNameOf). */
const withBusinessName = <T extends { businessName: string | null }>(user: T) => ({
  ...user,
  businessName: businessNameOf(user.businessName),
});

type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number];

function toAdminActivity(row: EntryRow): AdminActivity {
  return {
    id: row.id,
    userId: row.userId,
    businessName: businessNameOf(row.organizationName),
    action: row.action,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    actorName: activityActorName({
      action: row.action,
      owner: row.owner && withBusinessName({ ...row.owner, businessName: row.organizationName }),
      actor: row.actor && withBusinessName({ ...row.actor, businessName: row.actorBusinessName }),
    }),
  };
}

const order = byTimeThenId(activityLog.createdAt, activityLog.id);

/**
 * Up to this many organizations, a search that names organizations only reads each one's newest
 * entries from its own index. Beyond it, so many entries match that walking the whole log's
 * newest-first index meets a page's rows soon enough.
 */
export const ORGANIZATIONS_READ_ONE_BY_ONE = 1000;

/**
 * A page's window of a search that names a few organizations (and no action): each organization's
 * newest `offset + limit` entries from its own (organization_id, created_at, id) index, merged.
 * Given the ids at once, the planner walked the whole log's newest-first index and filtered: on ten
 * million entries, 63 organizations' page took 56 ms, reading them one by one 5 ms (issue 28).
 */
function organizationsWindow(ids: string[], action: SQL | undefined, span: PageSpan): SQL {
  return sql`(select e.id from unnest(${sql.param(ids)}::uuid[]) as o(id)
    cross join lateral (
      select ${activityLog.id} as id, ${activityLog.createdAt} as created_at from ${activityLog}
      where ${and(sql`${activityLog.organizationId} = o.id`, action)}
      order by ${activityLog.createdAt} desc, ${activityLog.id} desc
      limit ${span.offset + span.limit}
    ) as e
    order by e.created_at desc, e.id desc limit ${span.limit} offset ${span.offset})`;
}

/** The ids of a page's window, by the cheaper of the two ways for the filter. */
function windowOf(db: Db, filter: ActivityFilter, where: SQL | undefined, span: PageSpan) {
  const { organizationIds } = filter;
  if (organizationIds && !filter.actions && organizationIds.length <= ORGANIZATIONS_READ_ONE_BY_ONE)
    return organizationsWindow(organizationIds, filter.action, span);
  return windowIds(db, { table: activityLog, id: activityLog.id, filter: where, order }, span);
}

/**
 * GET /api/admin/activity: the whole activity log, newest first, one page, each entry naming its
 * actor (D21). At most three statements per request: the organizations a search names, the page
 * and the count (unfiltered: the entries per day, then the page).
 */
export async function listAdminActivity(
  db: Db,
  actor: Actor | null,
  query: Query,
): Promise<AdminPage<AdminActivity>> {
  authorize(actor, 'admin:console');
  const filter = await activityFilter(db, query);
  const where = whereOf(filter);
  if (where === null) return pageOf([], 0, query);
  return listPage(db, query, {
    counted: where === undefined ? activityLog : undefined,
    count: (cap) => countUpTo(db, activityLog, where, cap),
    rows: async (span) => {
      const rows = await entries(db)
        .where(inArray(activityLog.id, windowOf(db, filter, where, span)))
        .orderBy(...order.newestFirst);
      return rows.map(toAdminActivity);
    },
  });
}

/** Rows read per statement while the CSV streams: memory stays flat whatever the log's size. */
export const CSV_BATCH_ROWS = 2000;

const ACTIVITY_CSV_COLUMNS: CsvColumn<AdminActivity>[] = [
  { header: 'date', value: (entry) => entry.createdAt },
  { header: 'organization', value: (entry) => entry.businessName },
  { header: 'actor', value: (entry) => entry.actorName },
  { header: 'action', value: (entry) => entry.action },
  { header: 'description', value: (entry) => entry.description },
];

/**
 * GET /api/admin/activity.csv: the log with the same filter, as CSV (D21), read in batches that
 * each continue after the last row of the one before (keyset, on the exact timestamp), so the
 * whole table is never in memory. Authorized when called, before the first line is asked for.
 */
export function activityCsv(
  db: Db,
  actor: Actor | null,
  query: Pick<Query, 'search' | 'action'>,
  batchRows = CSV_BATCH_ROWS,
): Readable {
  authorize(actor, 'admin:console');
  return csvStream(
    ACTIVITY_CSV_COLUMNS,
    (async function* entriesInBatches() {
      const filter = whereOf(await activityFilter(db, query));
      if (filter === null) return;
      let after: { cursor: string; id: string } | undefined;
      for (;;) {
        const batch = await entries(db)
          .where(
            and(
              filter,
              after
                ? sql`(${activityLog.createdAt}, ${activityLog.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`
                : undefined,
            ),
          )
          .orderBy(...order.newestFirst)
          .limit(batchRows);
        yield* batch.map(toAdminActivity);
        const last = batch.at(-1);
        if (!last || batch.length < batchRows) return;
        after = { cursor: last.cursor, id: last.id };
      }
    })(),
  );
}
