import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { Sha256Stream } from './hash-stream';
import { ByteLimit } from './limit-stream';
import {
  ObjectTooLargeError,
  type ListedObject,
  type ObjectInfo,
  type ObjectStorage,
  type UploadedPart,
  type WrittenObject,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2); AWS S3 itself when unset. */
  endpoint?: string;
  /** The SDK's default credential chain when unset. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Fails a body that is longer or shorter than the Content-Length sent ahead of it. */
class DeclaredLength extends Transform {
  private bytes = 0;

  constructor(private readonly size: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.size) callback(new Error(`Body longer than its declared ${this.size} bytes`));
    else callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(
      this.bytes === this.size ? null : new Error(`Body shorter than its declared ${this.size} bytes`),
    );
  }
}

/**
 * The part size of a body whose length is not known ahead (a ZIP made while it is stored): S3
 * takes parts of at least 5 MiB but the last, and one part at a time is held in memory.
 */
const PART_BYTES = 8 * 1024 * 1024;

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** Objects in an S3 bucket. Browsers upload straight to S3 with presigned URLs. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // The SDK's default CRC checksums send stream bodies aws-chunked and add checksum
      // parameters to presigned URLs, which many S3-compatible services do not accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Creates the bucket when it does not exist yet. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  async putStream(
    key: string,
    body: Readable,
    options: { maxBytes: number; size?: number; contentType: string },
  ): Promise<WrittenObject> {
    const { maxBytes, size, contentType } = options;
    // S3 needs the length up front to take a stream in one request; without it, in parts.
    if (size === undefined) return this.putInParts(key, body, { maxBytes, contentType });
    if (size > maxBytes) throw new ObjectTooLargeError(maxBytes);

    // A body that does not match its Content-Length would be cut short or left hanging by the
    // HTTP client, and the SDK does not watch the body for errors: abort the request ourselves.
    const abort = new AbortController();
    let bodyError: Error | undefined;
    const hash = new Sha256Stream();
    const checked = pipeline(body, new ByteLimit(maxBytes), new DeclaredLength(size), hash, (error) => {
      if (!error) return;
      bodyError = error;
      abort.abort(error);
    });
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: checked,
          ContentLength: size,
          ContentType: contentType,
        }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      const failure = bodyError ?? error;
      checked.destroy(); // When S3 failed first, release the body we will not read.
      throw failure;
    }
    // S3 has read the whole body, so every byte went through the hash.
    return { size, sha256: hash.sha256 };
  }

  /**
   * Writes a body of unknown length as a multipart upload of PART_BYTES parts, hashed on the way.
   * The object appears only when the upload completes; on any failure it is aborted, so a reader
   * never finds part of it.
   */
  private async putInParts(
    key: string,
    body: Readable,
    options: { maxBytes: number; contentType: string },
  ): Promise<WrittenObject> {
    const { uploadId } = await this.createMultipartUpload(key, options.contentType);
    const limit = new ByteLimit(options.maxBytes);
    const hash = new Sha256Stream();
    const parts: UploadedPart[] = [];
    const sendPart = async (bytes: Buffer) => {
      const PartNumber = parts.length + 1;
      const { ETag } = await this.client.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber,
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
      if (!ETag) throw new Error('S3 returned no ETag for a part');
      parts.push({ PartNumber, ETag });
    };
    try {
      await pipelineAsync(body, limit, hash, async (source: AsyncIterable<Buffer>) => {
        let pending: Buffer[] = [];
        let pendingBytes = 0;
        for await (const chunk of source) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes < PART_BYTES) continue;
          await sendPart(Buffer.concat(pending));
          pending = [];
          pendingBytes = 0;
        }
        // An upload needs one part, which may be empty when it is the only one.
        if (pendingBytes > 0 || parts.length === 0) await sendPart(Buffer.concat(pending));
      });
      await this.completeMultipartUpload(key, uploadId, parts);
    } catch (error) {
      await this.abortMultipartUpload(key, uploadId).catch(() => undefined);
      throw error;
    }
    return { size: limit.bytes, sha256: hash.sha256 };
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: result.ContentLength ?? 0 };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async getStream(key: string): Promise<Readable> {
    const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!(result.Body instanceof Readable)) throw new Error('Expected a Node stream from S3');
    return result.Body;
  }

  async readStart(key: string, length: number): Promise<Buffer> {
    if (length <= 0) return Buffer.alloc(0);
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${length - 1}` }),
      );
      const bytes = Buffer.from((await result.Body?.transformToByteArray()) ?? []);
      // A server that ignores Range sends the whole object.
      return bytes.subarray(0, length);
    } catch (error) {
      // S3 answers a range on an empty object with 416 InvalidRange.
      if (statusOf(error) === 416) return Buffer.alloc(0);
      throw error;
    }
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    // Single-request copies stop at 5 GB, far above the evidence limit.
    const source = `${this.bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`;
    await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: toKey, CopySource: source }));
    await this.delete(fromKey);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async presignPut(
    key: string,
    options: { size?: number | undefined; contentType?: string | undefined; expiresInSeconds: number },
  ): Promise<string> {
    // What the browser told is signed, so S3 refuses a body of another size or type.
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentLength: options.size,
      ContentType: options.contentType,
    });
    const signed = [
      ...(options.size !== undefined ? ['content-length'] : []),
      ...(options.contentType !== undefined ? ['content-type'] : []),
    ];
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      signableHeaders: new Set(signed),
    });
  }

  async presignPost(
    key: string,
    options: { maxBytes: number; expiresInSeconds: number },
  ): Promise<{ url: string; fields: Record<string, string> }> {
    // The signed policy binds the key (added by createPresignedPost) and the size range: S3 refuses
    // a file past maxBytes, or one sent under another key.
    return createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: key,
      Conditions: [['content-length-range', 0, options.maxBytes]],
      Expires: options.expiresInSeconds,
    });
  }

  async createMultipartUpload(key: string, contentType: string): Promise<{ uploadId: string }> {
    const result = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    if (!result.UploadId) throw new Error('S3 returned no upload id');
    return { uploadId: result.UploadId };
  }

  async presignUploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { expiresInSeconds: number },
  ): Promise<string> {
    const command = new UploadPartCommand({
      Bucket: this.bucket,
      Key: key,
      UploadId: uploadId,
      PartNumber: partNumber,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    const parts: UploadedPart[] = [];
    let marker: string | undefined;
    try {
      for (;;) {
        const page = await this.client.send(
          new ListPartsCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: uploadId,
            PartNumberMarker: marker,
          }),
        );
        for (const part of page.Parts ?? []) {
          if (part.PartNumber !== undefined && part.ETag) {
            parts.push({ PartNumber: part.PartNumber, ETag: part.ETag, Size: part.Size });
          }
        }
        if (!page.IsTruncated || !page.NextPartNumberMarker) break;
        marker = page.NextPartNumberMarker;
      }
    } catch (error) {
      // Like the local driver: an upload that is gone (aborted, completed) has no parts.
      if (statusOf(error) === 404) return [];
      throw error;
    }
    return parts.sort((a, b) => a.PartNumber - b.PartNumber);
  }

  /** S3 joins the parts itself: the bytes never pass through this server here (`sha256: null`). */
  async completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: UploadedPart[],
  ): Promise<{ sha256: null }> {
    // S3 requires ascending part numbers.
    const ordered = [...parts]
      .sort((a, b) => a.PartNumber - b.PartNumber)
      .map(({ PartNumber, ETag }) => ({ PartNumber, ETag }));
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: ordered },
      }),
    );
    return { sha256: null };
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      // Like the local driver: aborting an upload that is already gone is not an error.
      if (statusOf(error) !== 404) throw error;
    }
  }
}
