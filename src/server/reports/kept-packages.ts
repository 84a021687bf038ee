import { finished, PassThrough, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { exportFileName } from '../../contract/exports';
import type { Db } from '../db/client';
import { matches, readVersionOf } from '../http/read-model';
import { sendAttachment } from '../http/send-file';
import type { ObjectStorage } from '../storage/storage';
import { openStored } from './evidence-package';
import type { PackageRead } from './exports';

/**
 * Raised when what goes into the package changes shape, so that copies an older release kept are
 * made again (a copy is kept for its day only in any case).
 */
const PACKAGE_LAYOUT = 1;
/** Where kept packages are stored: `packages/{organization}/{day}_v{read version}_l{layout}`. */
export const PACKAGES_PREFIX = 'packages/';
const STAMP = /^(\d{4}-\d{2}-\d{2})_v(\d+)_l(\d+)$/;
/** A package is bounded by the organization's evidence quota; storage adds no limit of its own. */
const NO_SIZE_LIMIT = Number.MAX_SAFE_INTEGER;
/** How many builds of the same copy a request waits for before it builds one itself. */
const MAX_WAITS = 3;

/** What a kept copy is made of: the organization, the day, and its read version that day. */
interface PackageVersion {
  organizationId: string;
  day: string;
  version: number;
}

/**
 * A package ready to send. No length even for a kept copy: another process may replace it (with
 * a build of the same version) between a look at its size and the read of its bytes.
 */
interface OpenedPackage {
  body: Readable;
}

const stampOf = (version: PackageVersion) => `${version.day}_v${version.version}_l${PACKAGE_LAYOUT}`;
const keyOf = (version: PackageVersion) => `${PACKAGES_PREFIX}${version.organizationId}/${stampOf(version)}`;

/** Whether the copy stamped `stamp` was made for an earlier day or version than `current`. */
function isOlder(stamp: string, current: PackageVersion): boolean {
  const parsed = STAMP.exec(stamp);
  if (!parsed) return true;
  const [, day = '', version = '0', layout = '0'] = parsed;
  if (day !== current.day) return day < current.day;
  if (Number(version) !== current.version) return Number(version) < current.version;
  return Number(layout) !== PACKAGE_LAYOUT;
}

/**
 * Sends `source` both to the client and to `store`, at the pace of the slower of the two (`pipe`
 * pauses the source while either is full), so memory stays flat. The client's download ends only
 * once `store` has settled, so that whoever got a whole package finds it kept when asking again.
 * A build that fails, or a client that goes away, ends all of it and nothing is kept; a storage
 * write that fails is left behind and the client still gets its package (`kept` is then false).
 */
function split(source: Readable, store: (copy: Readable) => Promise<void>) {
  const toClient = new PassThrough();
  const toStorage = new PassThrough();
  const stop = (error: Error) => {
    source.destroy(error);
    toClient.destroy(error);
    toStorage.destroy(error);
  };
  source.pipe(toClient, { end: false });
  source.pipe(toStorage);
  // The storage side's own failure is told by `store`.
  toStorage.on('error', () => undefined);
  const kept = store(toStorage).then(
    () => true,
    () => {
      source.unpipe(toStorage);
      toStorage.destroy();
      return false;
    },
  );
  source.on('end', () => void kept.then(() => toClient.end()));
  source.on('error', stop);
  finished(toClient, (error) => {
    if (error) stop(error);
  });
  return { toClient, kept };
}

/**
 * The evidence packages of D25, each built once per version of what it holds and kept (issue 38).
 *
 * A package holds the organization's evidence files, their links and hashes, and the compliance
 * PDF: everything the organization's read version covers (the deferred triggers of migrations
 * 0021 and 0026 raise it at the commit of every write to those rows, from any process), and the
 * day (the PDF's statuses and dates change with it). So a copy is named by the organization, the
 * day and the read version read before anything of the package is; it is never older than its name.
 *
 * The first request for a version builds the package while it streams it, into storage at the same
 * time; storage makes the copy appear whole or not at all (a temporary file renamed, an S3 upload
 * completed), so a reader never finds part of one, and two builds of one version, in two
 * processes, leave one whole copy. Within a process, requests for a version being built wait for
 * it and stream the kept copy. Once a copy is kept, the organization's older copies are removed.
 * The ETag names the copy: a client that kept its download gets 304 while nothing changed.
 */
export class KeptPackages {
  /** The builds in progress in this process, by key: each settles with whether its copy was kept. */
  private readonly building = new Map<string, Promise<boolean>>();

  constructor(private readonly deps: { db: Db; storage: ObjectStorage }) {}

  async send(request: FastifyRequest, reply: FastifyReply, read: PackageRead): Promise<FastifyReply> {
    const now = new Date();
    const version: PackageVersion = {
      organizationId: read.organizationId,
      day: now.toISOString().slice(0, 10),
      version: await readVersionOf(this.deps.db, read.organizationId),
    };
    // Weak: two builds of one version are the same package, not the same bytes (their timestamps).
    const etag = `"package.${read.organizationId}.${stampOf(version)}"`;
    reply.header('ETag', `W/${etag}`);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const opened = await this.open(version, () => read.build(now));
    return sendAttachment(reply, {
      fileName: exportFileName('evidence-package', now),
      contentType: 'application/zip',
      ...opened,
    });
  }

  /** The kept copy of `version`, or one being built here once it is kept, or a new build. */
  private async open(version: PackageVersion, make: () => Promise<Readable>): Promise<OpenedPackage> {
    const key = keyOf(version);
    for (let waits = 0; ; waits++) {
      const kept = await openStored(this.deps.storage, key);
      if (kept) return { body: kept };
      const building = this.building.get(key);
      if (!building || waits >= MAX_WAITS) return this.build(version, make);
      await building;
    }
  }

  /** Starts a build of `version`, registered at once so that requests that follow wait for it. */
  private build(version: PackageVersion, make: () => Promise<Readable>): Promise<OpenedPackage> {
    const key = keyOf(version);
    let settle: (kept: boolean) => void = () => undefined;
    const kept = new Promise<boolean>((resolve) => (settle = resolve));
    this.building.set(key, kept);
    void kept.then(() => {
      if (this.building.get(key) === kept) this.building.delete(key);
    });
    return this.buildAndKeep(version, make, settle);
  }

  private async buildAndKeep(
    version: PackageVersion,
    make: () => Promise<Readable>,
    settle: (kept: boolean) => void,
  ): Promise<OpenedPackage> {
    let source: Readable;
    try {
      source = await make();
    } catch (error) {
      settle(false);
      throw error;
    }
    const key = keyOf(version);
    const { toClient, kept } = split(source, async (copy) => {
      await this.deps.storage.putStream(key, copy, {
        maxBytes: NO_SIZE_LIMIT,
        contentType: 'application/zip',
      });
      // A copy left behind here is removed after the organization's next build.
      await this.removeOlder(version).catch(() => undefined);
    });
    void kept.then(settle);
    return { body: toClient };
  }

  /**
   * Removes the organization's copies made for an earlier day or version. A write in progress (a
   * local temporary file, named with a dot) is left alone; housekeeping removes what a crash left.
   */
  private async removeOlder(version: PackageVersion): Promise<void> {
    const prefix = `${PACKAGES_PREFIX}${version.organizationId}/`;
    const older: string[] = [];
    for await (const object of this.deps.storage.list(prefix)) {
      const stamp = object.key.slice(prefix.length);
      if (!stamp.includes('.') && isOlder(stamp, version)) older.push(object.key);
    }
    for (const key of older) await this.deps.storage.delete(key);
  }
}
