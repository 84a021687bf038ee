import pg from 'pg';
import type { LoadedSession } from '../access/session-store';

/** The channel the database triggers of migration 0010 notify on. */
export const SESSION_CACHE_CHANNEL = 'cmmc_session_cache';
/** A kept session is read again after this long even if no change was announced. */
export const SESSION_CACHE_TTL_MS = 5000;
const MAX_ENTRIES = 20_000;
const RECONNECT_DELAY_MS = 1000;

/** A session as last read from the database, with what decides whether it still holds. */
export interface CachedSession {
  session: LoadedSession;
  /** The row's idle deadline as stored. */
  expire: Date;
  startedAt: number;
  /** For an impersonation: the console session it depends on, and that session's deadline. */
  consoleSessionId: string | undefined;
  consoleExpire: Date | undefined;
}

interface Entry extends CachedSession {
  keptUntil: number;
}

/**
 * Each request's session used to cost a query that joins four tables. This process keeps the
 * sessions it read for a few seconds. It keeps nothing unless it is listening to the database:
 * triggers announce, at commit, every change to a user and every ended session (whoever made it:
 * another process, a CLI, SQL typed by hand), and the entries concerned are forgotten. The
 * store also forgets at once what its own process ends, and the HTTP layer what its own writes
 * may have changed, so this process never serves what it has just changed.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listener: pg.Client | undefined;
  private listening = false;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly onProblem: (error: Error) => void = () => undefined,
  ) {}

  /** Starts listening; until that succeeds (and whenever it is lost) nothing is kept. */
  async start(): Promise<void> {
    if (this.closed || this.listener) return;
    const client = new pg.Client({ ...this.connection, application_name: 'cmmc-session-cache' });
    this.listener = client;
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.stopKeeping();
      if (error) this.onProblem(error);
      client.end().catch(() => undefined);
      if (!this.closed) this.reconnectTimer = setTimeout(() => void this.start(), RECONNECT_DELAY_MS).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => this.announce(message.payload ?? ''));
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CACHE_CHANNEL}`);
      // Whatever changed before the listening began was not announced to us.
      this.entries.clear();
      this.listening = this.listener === client;
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.stopKeeping();
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => undefined);
  }

  get(sid: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (!this.listening || entry.keptUntil <= now) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry;
  }

  keep(sid: string, cached: CachedSession, now: number): void {
    if (!this.listening) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sid, { ...cached, keptUntil: now + SESSION_CACHE_TTL_MS });
  }

  /** Forgets a session, and the impersonations opened from it (they depend on it). */
  forgetSession(sid: string): void {
    this.entries.delete(sid);
    for (const [key, entry] of this.entries) if (entry.consoleSessionId === sid) this.entries.delete(key);
  }

  /** Forgets every session of a user, and the impersonations the user opened. */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) {
      if (entry.session.user.id === userId || entry.session.impersonatorId === userId)
        this.entries.delete(key);
    }
  }

  private announce(payload: string): void {
    const separator = payload.indexOf(':');
    const kind = payload.slice(0, separator);
    const id = payload.slice(separator + 1);
    if (kind === 'user') this.forgetUser(id);
    else if (kind === 'session') this.forgetSession(id);
    else this.entries.clear();
  }

  private stopKeeping(): void {
    this.listening = false;
    this.entries.clear();
  }
}
