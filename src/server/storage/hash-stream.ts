import crypto from 'node:crypto';
import { Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage } from './storage';

/**
 * Passes bytes through unchanged while it computes their SHA-256 (D25): an evidence file is hashed
 * as it streams by, never held whole. `sha256` is the hex digest once the stream has ended.
 */
export class Sha256Stream extends Transform {
  private readonly hash = crypto.createHash('sha256');
  private digest: string | undefined;
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.digest = this.hash.digest('hex');
    callback();
  }

  /** The hex digest; only once every byte went through. */
  get sha256(): string {
    if (this.digest === undefined) throw new Error('The stream has not ended yet');
    return this.digest;
  }
}

/** Hashes a stream to its end without keeping it: the digest and the number of bytes. */
export async function hashStream(body: Readable): Promise<{ sha256: string; size: number }> {
  const hasher = new Sha256Stream();
  // The bytes only pass through the hash, into a sink that keeps nothing.
  const sink = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  await pipeline(body, hasher, sink);
  return { sha256: hasher.sha256, size: hasher.bytes };
}

/**
 * Reads a stored object back once and hashes it: for bytes that reached storage without passing
 * through this server (a browser's presigned upload straight to S3), and for the backfill of files
 * stored before hashes were recorded.
 */
export async function hashStoredObject(
  storage: Pick<ObjectStorage, 'getStream'>,
  key: string,
): Promise<{ sha256: string; size: number }> {
  return hashStream(await storage.getStream(key));
}
