import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ORGANIZATION_HEADER } from '../../contract/constants';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { organizationReadVersions } from '../db/schema';
import { KeptAnswers } from './kept-answers';
import { sendJson } from './send-json';

/** The organization reads answered from the read model (issue 28): the heavy ones of the workspace. */
export type CachedReadName =
  | 'assessment'
  | 'implementations'
  | 'overall-progress'
  | 'domain-progress'
  | 'evidence'
  | 'sprs-score'
  | 'poam';

/** An organization's read, already authorized by its capability: whose it is and how to make it. */
export interface OrganizationRead {
  organizationId: string;
  name: CachedReadName;
  /**
   * For an answer that also changes with the date (a Conditional status lapses 180 days after its
   * status date): the day it is made for. It is kept for that day only; the key and the ETag name it.
   */
  day?: string;
  /** The answer's JSON, made from the database as it is now (and for `day`). */
  json: () => Promise<string>;
}

/** What one process keeps of its answers: 64 MB of UTF-8 JSON. */
export const READ_MODEL_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Answers are private to the organization and may be kept by the browser only to be asked again
 * (`no-cache`: every use is revalidated, and a 304 costs one statement). `Vary: Cookie` keeps one
 * account's answer from being offered for another's request on a shared browser, and the
 * organization header (D34) one tab's organization's answer from another tab's request.
 */
const CACHE_CONTROL = 'private, no-cache';
const VARY = `Cookie, ${ORGANIZATION_HEADER}`;

const versionOf = preparedRead((db) =>
  db
    .select({ version: organizationReadVersions.version })
    .from(organizationReadVersions)
    .where(eq(organizationReadVersions.organizationId, sql.placeholder('organizationId')))
    .prepare('organization_read_version'),
);

/**
 * The organization's read version (issue 28): raised at the commit of every write that changes
 * what its reads show; 0 before the first.
 */
export async function readVersionOf(db: Db, organizationId: string): Promise<number> {
  const [row] = await versionOf(db).execute({ organizationId });
  return row?.version ?? 0;
}

/** Whether an If-None-Match header names `etag` (a list, weak or strong, or `*`). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The read model of one process (issue 28): each heavy organization read is made once per change
 * of the organization and then served as the JSON it made.
 *
 * Every write that changes what these reads show raises the organization's read version at its
 * commit (the deferred triggers of migration 0021; no write path can forget it, whoever writes:
 * another process, a CLI, SQL typed by hand). Each request reads the current version (one indexed
 * statement) before anything else, and serves a kept answer only if it was made at that version.
 * An answer is made after its version was read, so it is never older than the version it is kept
 * under; a write that lands while it is made raises the version, and the next request makes it
 * again. So a write on any process is seen by the very next read on every process.
 *
 * The ETag names the process, the organization, the read and the version: a browser that sends it
 * back gets 304 while nothing changed, and never for another organization's answer (a member of
 * two switches between them on one session). The process's own token covers a new release.
 */
export class ReadModel {
  private readonly kept = new KeptAnswers(READ_MODEL_MAX_BYTES);
  private readonly processToken = crypto.randomBytes(6).toString('base64url');

  constructor(private readonly db: Db) {}

  async send(request: FastifyRequest, reply: FastifyReply, read: OrganizationRead): Promise<FastifyReply> {
    const version = await readVersionOf(this.db, read.organizationId);
    const name = read.day ? `${read.name}.${read.day}` : read.name;
    const etag = `"${this.processToken}.${read.organizationId}.${name}.${version}"`;
    reply.header('Cache-Control', CACHE_CONTROL).header('Vary', VARY).header('ETag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const key = `${read.organizationId}:${name}`;
    const kept = this.kept.at(key, version);
    if (kept !== undefined) return sendJson(reply, kept);
    const body = Buffer.from(await read.json(), 'utf8');
    this.kept.keep(key, { version, body });
    return sendJson(reply, body);
  }
}
