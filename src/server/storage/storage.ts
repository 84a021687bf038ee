import type { Readable } from 'node:stream';

/** What storage knows of an object. */
export interface ObjectInfo {
  size: number;
}

/** An object this server wrote: its size and the SHA-256 of its bytes, hashed as they passed (D25). */
export interface WrittenObject extends ObjectInfo {
  sha256: string;
}

export interface UploadedPart {
  PartNumber: number;
  ETag: string;
  Size?: number;
}

/** An object found by `list`. */
export interface ListedObject {
  key: string;
  /** When it was last written; for a local multipart upload, its newest part. */
  lastModified: Date;
}

/** Thrown by a driver when the bytes written exceed the allowed size. */
export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Object larger than ${maxBytes} bytes`);
  }
}

/** A part sent to a multipart upload that was completed or aborted already. */
export class NoSuchUploadError extends Error {
  constructor() {
    super('No such multipart upload');
  }
}

/**
 * Object storage for evidence files. Keys are ours (never a user's file name). Bytes are always
 * streamed: no method holds a whole object in memory.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';

  /**
   * Writes a stream to `key`, failing with ObjectTooLargeError past `maxBytes`; the bytes are
   * hashed on their way through. The object appears whole or not at all: a reader never finds a
   * partial one, and a failed write leaves `key` as it was. Without `size` (a body made while
   * it is written), S3 takes the stream in parts.
   */
  putStream(
    key: string,
    body: Readable,
    options: { maxBytes: number; size?: number; contentType: string },
  ): Promise<WrittenObject>;
  /** The object's size, or undefined when it does not exist. */
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Streams the object (all of it). */
  getStream(key: string): Promise<Readable>;
  /** The first `length` bytes (fewer for a shorter object), to check file signatures. */
  readStart(key: string, length: number): Promise<Buffer>;
  /** Moves an object to a new key (staging to final); the old key is gone afterwards. */
  move(fromKey: string, toKey: string): Promise<void>;
  /** Deletes the object; deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix`, page by page. The local driver also lists what
   * an interrupted write left (a `.tmp` file, a multipart upload's folder of parts), under keys
   * that `delete` accepts, so that housekeeping can remove them.
   */
  list(prefix: string): AsyncIterable<ListedObject>;

  /**
   * A URL the browser sends the bytes to with PUT. For S3 a presigned URL bound to the size;
   * for local disk, a route of our own server (`localUploadUrl` builds it from the token). Size
   * and type are bound only when the browser told them; registration checks the object anyway.
   */
  presignPut(
    key: string,
    options: {
      size?: number | undefined;
      contentType?: string | undefined;
      expiresInSeconds: number;
      token: string;
    },
  ): Promise<string>;

  /**
   * A form upload (what the uploader's AwsS3 plugin sends): POST `fields` plus the file to `url`.
   * S3 checks the size range itself; the local route does the same.
   */
  presignPost(
    key: string,
    options: { maxBytes: number; expiresInSeconds: number; token: string; origin: string },
  ): Promise<{ url: string; fields: Record<string, string> }>;

  createMultipartUpload(key: string, contentType: string): Promise<{ uploadId: string }>;
  presignUploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { expiresInSeconds: number; token: string },
  ): Promise<string>;
  listParts(key: string, uploadId: string): Promise<UploadedPart[]>;
  /**
   * Joins the parts. The local driver joins them itself, so the whole passes through this server
   * once and is hashed on the way (`sha256`); S3 joins them out of our sight (`sha256: null`).
   */
  completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: UploadedPart[],
  ): Promise<{ sha256: string | null }>;
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;
}
