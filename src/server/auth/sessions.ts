import crypto from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LoadedSession, SessionStore } from '../access/session-store';
import type { CachedSession, SessionCache } from './session-cache';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { memberships, organizations, sessions, users } from '../db/schema';
import { isStaffRole } from './second-step';

/** What a session row's `sess` holds. */
interface SessionData {
  userId: string;
  /** Start of the session, for the absolute time limit. */
  startedAt: number;
  /** Set when an admin opened this session to view a user's platform (D11). */
  impersonatorId?: string;
  /** The admin console session the impersonation was opened from; it ends with it. */
  consoleSessionId?: string;
  /** 'admin' for a session of the admin console, which has its own cookie (D10). */
  kind?: 'admin';
  /** The organization this session works in (D27): the account's choice when it began, or since. */
  organizationId?: string;
}

/**
 * The organization a session works in (D27): the one chosen in it, else the account's last choice,
 * else the first the account joined; only ever one the account is a member of now, so a removed
 * member's session moves on to another organization, or to none.
 */
const sessionOrganizationId = sql`(
  select ${memberships.organizationId} from ${memberships}
  where ${memberships.userId} = ${users.id}
  order by (${memberships.organizationId} = (${sessions.sess}->>'organizationId')::uuid) is true desc,
    (${memberships.organizationId} = ${users.currentOrganizationId}) is true desc,
    ${memberships.createdAt}, ${memberships.organizationId}
  limit 1
)`;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  /**
   * STAFF_TOTP_REQUIRED (D33): a staff account's own session holds only while two-step sign-in is
   * on, so that sessions opened with the password alone (before the rule, or while it was off)
   * end.
   */
  staffTotpRequired?: boolean;
}

/** Writing a new expiry on every request is wasteful; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

const consoleSession = alias(sessions, 'console_session');
const admin = alias(users, 'impersonator');

/** The live session row of a key, with its user and what an impersonation depends on. */
const sessionWithUser = preparedRead((db) =>
  db
    .select({
      sess: sessions.sess,
      expire: sessions.expire,
      user: users,
      organization: organizations,
      membership: { role: memberships.role, canAffirm: memberships.canAffirm },
      consoleExpire: consoleSession.expire,
      // An impersonation holds while its console session lives and its admin is an admin (D11)
      // whose account is not disabled (D20).
      adminAuthority: sql<boolean>`${consoleSession.sid} is not null and ${admin.role} = 'admin' and ${admin.disabledAt} is null`,
    })
    .from(sessions)
    // The session's ids are cast to uuid, not the users' ids to text: a cast on users.id would keep
    // the join off the primary key, a scan of every account for each session read.
    .innerJoin(users, sql`${users.id} = (${sessions.sess}->>'userId')::uuid`)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.organizationId, sessionOrganizationId)),
    )
    .leftJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(
      consoleSession,
      and(
        sql`${consoleSession.sid} = ${sessions.sess}->>'consoleSessionId'`,
        gt(consoleSession.expire, sql`now()`),
      ),
    )
    .leftJoin(admin, sql`${admin.id} = (${sessions.sess}->>'impersonatorId')::uuid`)
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql`now()`)))
    .limit(1)
    .prepare('session_with_user'),
);

/** An organization and the account's membership of it (D34), by the memberships' primary key. */
const memberWorkplace = preparedRead((db) =>
  db
    .select({
      organization: organizations,
      membership: { role: memberships.role, canAffirm: memberships.canAffirm },
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      and(
        eq(memberships.userId, sql.placeholder('userId')),
        eq(memberships.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .limit(1)
    .prepare('member_workplace'),
);

/**
 * Sessions are rows of the `sessions` table. The cookie carries a random token; the row's key
 * is an HMAC of it, so a copy of the table does not hand out valid cookies.
 */
export class PostgresSessionStore implements SessionStore {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly policy: SessionPolicy,
    /** Sessions this process has just read; none kept without one (tests of the store itself). */
    private readonly cache?: SessionCache,
  ) {}

  private sid(token: string): string {
    return crypto.createHmac('sha256', this.secret).update(token).digest('hex');
  }

  private expiry(data: { startedAt: number }, now: number): Date {
    return new Date(Math.min(now + this.policy.idleMs, data.startedAt + this.policy.absoluteMs));
  }

  async create(
    userId: string,
    options: {
      kind?: 'platform' | 'console';
      impersonation?: { adminId: string; consoleSessionId: string };
    } = {},
  ): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = Date.now();
    const data: SessionData = {
      userId,
      startedAt: now,
      ...(options.kind === 'console' ? { kind: 'admin' as const } : {}),
      ...(options.impersonation
        ? {
            impersonatorId: options.impersonation.adminId,
            consoleSessionId: options.impersonation.consoleSessionId,
          }
        : {}),
    };
    // The session begins in the organization the account chose last (D27), read in the insert.
    const sess = sql`${JSON.stringify(data)}::jsonb || jsonb_strip_nulls(jsonb_build_object('organizationId', (select ${users.currentOrganizationId} from ${users} where ${users.id} = ${userId})))`;
    await this.db.insert(sessions).values({ sid: this.sid(token), sess, expire: this.expiry(data, now) });
    return token;
  }

  async load(token: string): Promise<LoadedSession | undefined> {
    const sid = this.sid(token);
    const now = Date.now();
    const cached = this.cache?.get(sid, now) ?? (await this.read(sid));
    if (!cached) return undefined;
    const { session } = cached;
    const expired =
      cached.expire.getTime() <= now ||
      cached.startedAt + this.policy.absoluteMs <= now ||
      (session.impersonatorId !== null && !(cached.consoleExpire && cached.consoleExpire.getTime() > now));
    if (expired) {
      await this.destroy(sid);
      return undefined;
    }
    const renewed = this.expiry(cached, now);
    if (renewed.getTime() - cached.expire.getTime() > TOUCH_INTERVAL_MS) {
      await this.db.update(sessions).set({ expire: renewed }).where(eq(sessions.sid, sid));
      cached.expire = renewed;
    }
    this.cache?.keep(sid, cached, now);
    return session;
  }

  /** The session row with its user; a session its user or its impersonation no longer backs is ended. */
  private async read(sid: string): Promise<CachedSession | undefined> {
    const [row] = await sessionWithUser(this.db).execute({ sid });
    if (!row) return undefined;
    const data = row.sess as SessionData;
    // A disabled account is signed out at once, even if ending its sessions missed one (D20); so
    // is a staff account without two-step sign-in while the rule holds (D33), unless an admin is
    // viewing its platform.
    const unenrolledStaff =
      this.policy.staffTotpRequired === true &&
      !data.impersonatorId &&
      isStaffRole(row.user.role) &&
      !row.user.totpEnabledAt;
    if (row.user.disabledAt || unenrolledStaff || (data.impersonatorId && !row.adminAuthority)) {
      await this.destroy(sid);
      return undefined;
    }
    return {
      session: {
        id: sid,
        kind: data.kind === 'admin' ? 'console' : 'platform',
        user: row.user,
        organization: row.organization,
        membership: row.membership,
        impersonatorId: data.impersonatorId ?? null,
      },
      expire: row.expire,
      startedAt: data.startedAt,
      consoleSessionId: data.consoleSessionId,
      consoleExpire: row.consoleExpire ?? undefined,
    };
  }

  /**
   * Moves a session to another organization (D27), and makes it the account's choice for its next
   * sessions, in the caller's transaction. The row's change tells every process (migration 0010).
   */
  async chooseOrganization(tx: Db, sessionId: string, userId: string, organizationId: string): Promise<void> {
    this.cache?.forgetSession(sessionId);
    await tx
      .update(sessions)
      .set({ sess: sql`${sessions.sess} || jsonb_build_object('organizationId', ${organizationId}::text)` })
      .where(eq(sessions.sid, sessionId));
    await tx.update(users).set({ currentOrganizationId: organizationId }).where(eq(users.id, userId));
  }

  async workplace(userId: string, organizationId: string) {
    const [row] = await memberWorkplace(this.db).execute({ userId, organizationId });
    return row;
  }

  /** Forgets what this process keeps of a user's sessions (after a change this process made). */
  forgetUser(userId: string): void {
    this.cache?.forgetUser(userId);
  }

  async destroy(sessionId: string): Promise<void> {
    this.cache?.forgetSession(sessionId);
    await this.db.delete(sessions).where(eq(sessions.sid, sessionId));
  }

  async destroyAllForUser(userId: string, tx: Db = this.db): Promise<void> {
    this.cache?.forgetUser(userId);
    await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);
  }

  async destroyOthersOfUser(userId: string, keepSessionId: string): Promise<void> {
    this.cache?.forgetUser(userId);
    await this.db
      .delete(sessions)
      .where(and(sql`${sessions.sess}->>'userId' = ${userId}`, ne(sessions.sid, keepSessionId)));
  }

  async destroyImpersonationsFrom(consoleSessionId: string): Promise<void> {
    this.cache?.forgetSession(consoleSessionId);
    await this.db.delete(sessions).where(sql`${sessions.sess}->>'consoleSessionId' = ${consoleSessionId}`);
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expire, new Date()));
  }
}
