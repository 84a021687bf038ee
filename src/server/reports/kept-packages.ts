import crypto from 'node:crypto';
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
/**
 * Where kept packages are stored: `packages/{organization}/{stamp}_{build}`, the stamp naming what
 * the copy holds (`{day}_v{read version}_l{layout}`) and the build making the key its own.
 */
export const PACKAGES_PREFIX = 'packages/';
const STAMP = /^(\d{4}-\d{2}-\d{2})_v(\d+)_l(\d+)$/;
/** A kept copy's name in its folder: its stamp, then its build. */
const KEPT_NAME = /^(.+)_[0-9a-f]+$/;
/** A package is bounded by the organization's evidence quota; storage adds no limit of its own. */
const NO_SIZE_LIMIT = Number.MAX_SAFE_INTEGER;
/** How many builds of the same version a request waits for before it builds one itself. */
const MAX_WAITS = 3;

/** What a kept copy is made of: the organization, the day, and its read version that day. */
interface PackageVersion {
  organizationId: string;
  day: string;
  version: number;
}

const folderOf = (organizationId: string) => `${PACKAGES_PREFIX}${organizationId}/`;
const stampOf = (version: PackageVersion) => `${version.day}_v${version.version}_l${PACKAGE_LAYOUT}`;
const newKeyOf = (version: PackageVersion) =>
  `${folderOf(version.organizationId)}${stampOf(version)}_${crypto.randomBytes(6).toString('hex')}`;

/**
 * The kept copies in an organization's folder by stamp, each stamp's keys sorted: the first is the
 * one every process reads and keeps. Writes in progress (a local temporary file, with a dot in its
 * name) and anything not named as a copy are left out.
 */
async function keptCopiesOf(storage: ObjectStorage, organizationId: string): Promise<Map<string, string[]>> {
  const folder = folderOf(organizationId);
  const byStamp = new Map<string, string[]>();
  for await (const object of storage.list(folder)) {
    const stamp = KEPT_NAME.exec(object.key.slice(folder.length))?.[1];
    if (!stamp || !STAMP.test(stamp)) continue;
    byStamp.set(stamp, [...(byStamp.get(stamp) ?? []), object.key].sort());
  }
  return byStamp;
}

/** Whether `stamp` names an earlier day or version than `current` (or another layout). */
function isOlder(stamp: string, current: PackageVersion): boolean {
  const [, day = '', version = '0', layout = '0'] = STAMP.exec(stamp) ?? [];
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
 * day (the PDF's statuses and dates change with it). So a copy is stamped with the organization,
 * the day and the read version read before anything of the package is; it is never older than
 * its stamp.
 *
 * The first request for a version builds the package while it streams it, into storage at the
 * same time, under a key of its own build: a kept object is never written again, so no reader
 * ever sees one change, whatever the storage does with overwrites. Storage makes a copy appear
 * whole or not at all (a temporary file renamed, an S3 upload completed). Within a process,
 * requests for a version being built wait for it and stream the kept copy; two processes that
 * build one version at once each keep theirs, and both then keep only the first by key. Once a
 * copy is kept, the organization's copies of earlier versions are removed. The ETag names the
 * version: a client that kept its download gets 304 while nothing changed.
 */
export class KeptPackages {
  /** The builds in progress in this process, by stamp: each settles with whether its copy was kept. */
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
    const body = await this.open(version, () => read.build(now));
    // No Content-Length even for a kept copy: the body is all the storage read gives.
    return sendAttachment(reply, {
      fileName: exportFileName('evidence-package', now),
      contentType: 'application/zip',
      body,
    });
  }

  /** The kept copy of `version`, or one being built here once it is kept, or a new build. */
  private async open(version: PackageVersion, make: () => Promise<Readable>): Promise<Readable> {
    const stamp = `${version.organizationId}/${stampOf(version)}`;
    for (let waits = 0; ; waits++) {
      const kept = await this.openKept(version);
      if (kept) return kept;
      const building = this.building.get(stamp);
      if (!building || waits >= MAX_WAITS) return this.build(stamp, version, make);
      await building;
    }
  }

  /** A kept copy of `version`; one removed since it was listed is passed over. */
  private async openKept(version: PackageVersion): Promise<Readable | undefined> {
    const copies = await keptCopiesOf(this.deps.storage, version.organizationId);
    for (const key of copies.get(stampOf(version)) ?? []) {
      const body = await openStored(this.deps.storage, key);
      if (body) return body;
    }
    return undefined;
  }

  /** Starts a build of `version`, registered at once so that requests that follow wait for it. */
  private build(stamp: string, version: PackageVersion, make: () => Promise<Readable>): Promise<Readable> {
    let settle: (kept: boolean) => void = () => undefined;
    const kept = new Promise<boolean>((resolve) => (settle = resolve));
    this.building.set(stamp, kept);
    void kept.then(() => {
      if (this.building.get(stamp) === kept) this.building.delete(stamp);
    });
    return this.buildAndKeep(version, make, settle);
  }

  private async buildAndKeep(
    version: PackageVersion,
    make: () => Promise<Readable>,
    settle: (kept: boolean) => void,
  ): Promise<Readable> {
    let source: Readable;
    try {
      source = await make();
    } catch (error) {
      settle(false);
      throw error;
    }
    const { toClient, kept } = split(source, async (copy) => {
      await this.deps.storage.putStream(newKeyOf(version), copy, {
        maxBytes: NO_SIZE_LIMIT,
        contentType: 'application/zip',
        inParts: true,
      });
      // A copy left behind here is removed after the organization's next build.
      await this.removeOthers(version).catch(() => undefined);
    });
    void kept.then(settle);
    return toClient;
  }

  /**
   * Removes the organization's copies of earlier versions, and of this version all but the first
   * by key (another process may have built it at the same time; both keep the same one). A reader
   * already streaming a removed copy goes on reading it; one that listed it looks again.
   */
  private async removeOthers(version: PackageVersion): Promise<void> {
    const copies = await keptCopiesOf(this.deps.storage, version.organizationId);
    for (const [stamp, keys] of copies) {
      const removed = isOlder(stamp, version) ? keys : stamp === stampOf(version) ? keys.slice(1) : [];
      for (const key of removed) await this.deps.storage.delete(key);
    }
  }
}
