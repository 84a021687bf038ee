import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from '../../src/server/storage/s3';

/** The one account s3rver knows. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible HTTP server (s3rver) on a free port of 127.0.0.1, with a fresh data folder
 * and one empty bucket. Use path-style addressing and S3RVER_CREDENTIALS.
 *
 * s3rver 3.7 differs from S3 where the evidence storage relies on S3, so a small proxy in front of
 * it makes up the difference:
 * - s3rver writes a PUT's bytes in place as they come, so an upload cut off half-way leaves a
 *   partial object; S3 stores nothing. The proxy reads each request whole before passing it on;
 * - it accepts any V4 signature: presigned URLs are checked here, so that, as on S3, a body of
 *   another size or type than the signed Content-Length and Content-Type is refused (403);
 * - it ignores the policy of a browser form upload (POST): checked here, size range included;
 * - ListParts and AbortMultipartUpload answer 405: both are served from s3rver's own folders of
 *   uploaded parts, ListParts in pages of one part so that a client's paging gets exercised;
 * - a ranged GET of an empty object announces a byte it never sends: answered 416 InvalidRange,
 *   as S3 does.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const bucket = 'evidence-test';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-s3rver-'));
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3rverPort } = await s3rver.run();

  const proxy = http.createServer((request, response) => {
    handle(request, response, directory, s3rverPort).catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else sendError(response, 500, 'InternalError', String(error));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async stop() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        proxy.close((error) => (error ? reject(error) : resolve())),
      );
      await s3rver.close();
      await fs.promises.rm(directory, { recursive: true, force: true });
    },
  };
}

async function handle(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  directory: string,
  s3rverPort: number,
): Promise<void> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of request) chunks.push(chunk as Buffer);
  } catch {
    // The client gave up mid-body: like S3, keep nothing.
  }
  if (!request.complete) return;
  const body = Buffer.concat(chunks);
  if (await fillGaps(request, response, directory, body)) return;

  const headers = { ...request.headers };
  delete headers.connection;
  const upstream = http.request({
    host: '127.0.0.1',
    port: s3rverPort,
    method: request.method,
    path: request.url,
    headers,
    agent: false,
  });
  upstream.on('response', (answer) => {
    const { connection: _connection, ...answerHeaders } = answer.headers;
    response.writeHead(answer.statusCode ?? 502, answerHeaders);
    answer.pipe(response);
    answer.on('error', () => response.destroy());
  });
  upstream.on('error', () => response.destroy());
  upstream.end(body);
}

/** Answers what s3rver gets wrong or lacks; false when s3rver should answer. */
async function fillGaps(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  directory: string,
  body: Buffer,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://s3');
  const query = url.searchParams;
  if (query.has('X-Amz-Signature') && !presignatureMatches(request, url)) {
    sendError(response, 403, 'SignatureDoesNotMatch', 'The request signature does not match.');
    return true;
  }

  const [, bucket = '', ...keyParts] = url.pathname.split('/');
  const key = decodeURIComponent(keyParts.join('/'));
  if (
    request.method === 'POST' &&
    !key &&
    request.headers['content-type']?.startsWith('multipart/form-data')
  ) {
    const refusal = await postPolicyRefusal(request, body, bucket);
    if (refusal) sendError(response, ...refusal);
    return Boolean(refusal);
  }
  if (request.method === 'GET' && request.headers.range && (await isEmptyObject(directory, bucket, key))) {
    sendError(response, 416, 'InvalidRange', 'The requested range is not satisfiable');
    return true;
  }

  const uploadId = query.get('uploadId');
  const isListParts = request.method === 'GET' && !query.has('partNumber');
  if (!uploadId || !(isListParts || request.method === 'DELETE')) return false;

  // s3rver keeps each multipart upload in <bucket>/._S3rver_uploads/<uploadId>/, one file per part.
  const uploadDir = path.join(directory, bucket, '._S3rver_uploads', uploadId);
  if (!/^[a-f0-9]+$/.test(uploadId) || !fs.existsSync(uploadDir)) {
    sendError(response, 404, 'NoSuchUpload', 'The specified upload does not exist.');
    return true;
  }
  if (request.method === 'DELETE') {
    await fs.promises.rm(uploadDir, { recursive: true, force: true });
    response.writeHead(204).end();
    return true;
  }

  const marker = Number(query.get('part-number-marker') ?? 0);
  const numbers = (await fs.promises.readdir(uploadDir))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((number) => number > marker)
    .sort((a, b) => a - b);
  const page = numbers.slice(0, 1);
  const parts = await Promise.all(
    page.map(async (number) => {
      const file = path.join(uploadDir, String(number));
      const stat = await fs.promises.stat(file);
      const md5 = await fs.promises.readFile(`${file}.md5`, 'utf8');
      return (
        `<Part><PartNumber>${number}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified>` +
        `<ETag>"${md5}"</ETag><Size>${stat.size}</Size></Part>`
      );
    }),
  );
  const truncated = numbers.length > page.length;
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key>` +
    `<UploadId>${uploadId}</UploadId><PartNumberMarker>${marker}</PartNumberMarker>` +
    `<NextPartNumberMarker>${page.at(-1) ?? marker}</NextPartNumberMarker><MaxParts>1</MaxParts>` +
    `<IsTruncated>${truncated}</IsTruncated>${parts.join('')}</ListPartsResult>`;
  response.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
  return true;
}

async function isEmptyObject(directory: string, bucket: string, key: string): Promise<boolean> {
  // s3rver keeps an object's bytes in <bucket>/<key's folders>/<key's last part>._S3rver_object.
  const file = path.join(directory, bucket, path.dirname(key), `${path.basename(key)}._S3rver_object`);
  const stat = await fs.promises.stat(file).catch(() => undefined);
  return stat?.size === 0;
}

/** Checks a presigned (query-string) AWS Signature V4 as S3 does, payload unsigned. */
function presignatureMatches(request: http.IncomingMessage, url: URL): boolean {
  const query = url.searchParams;
  const [accessKeyId, ...scope] = (query.get('X-Amz-Credential') ?? '').split('/');
  if (accessKeyId !== S3RVER_CREDENTIALS.accessKeyId || scope.length !== 4) return false;

  const signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${escapeUri(name)}=${escapeUri(value)}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    (request.url ?? '/').split('?')[0],
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    query.get('X-Amz-Date'),
    scope.join('/'),
    crypto.createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');

  return sign(scope, stringToSign) === query.get('X-Amz-Signature');
}

type PolicyCondition = Record<string, string> | [string, string | number, string | number];

/**
 * Checks a browser form upload (POST Object) as S3 does: the policy's signature and expiry, each
 * condition, and that no field goes unchecked by the policy. The refusal, if any.
 */
async function postPolicyRefusal(
  request: http.IncomingMessage,
  body: Buffer,
  bucket: string,
): Promise<[number, string, string] | undefined> {
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
  const fields = new Map<string, string>();
  let fileSize = 0;
  for (const [name, value] of form) {
    if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    else fileSize = value.size;
  }
  fields.set('bucket', bucket);

  const policy = fields.get('policy') ?? '';
  const [accessKeyId, ...scope] = (fields.get('x-amz-credential') ?? '').split('/');
  if (
    accessKeyId !== S3RVER_CREDENTIALS.accessKeyId ||
    scope.length !== 4 ||
    sign(scope, policy) !== fields.get('x-amz-signature')
  ) {
    return [403, 'SignatureDoesNotMatch', 'The request signature does not match.'];
  }
  const { expiration, conditions } = JSON.parse(Buffer.from(policy, 'base64').toString()) as {
    expiration: string;
    conditions: PolicyCondition[];
  };
  if (Date.parse(expiration) < Date.now())
    return [403, 'AccessDenied', 'Invalid according to Policy: Policy expired.'];

  const checked = new Set(['policy', 'x-amz-signature', 'file']);
  const failed = (condition: PolicyCondition): [number, string, string] => [
    403,
    'AccessDenied',
    `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`,
  ];
  for (const condition of conditions) {
    if (!Array.isArray(condition)) {
      for (const [name, value] of Object.entries(condition)) {
        checked.add(name.toLowerCase());
        if (fields.get(name.toLowerCase()) !== value) return failed(condition);
      }
      continue;
    }
    const [operator, first, second] = condition;
    if (operator === 'content-length-range') {
      if (fileSize > Number(second))
        return [400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'];
      if (fileSize < Number(first))
        return [400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size'];
      continue;
    }
    const name = String(first).replace(/^\$/, '').toLowerCase();
    checked.add(name);
    const actual = fields.get(name) ?? '';
    if (
      operator === 'eq'
        ? actual !== second
        : operator === 'starts-with'
          ? !actual.startsWith(String(second))
          : true
    ) {
      return failed(condition);
    }
  }
  const extra = [...fields.keys()].filter((name) => !checked.has(name) && !name.startsWith('x-ignore-'));
  if (extra.length > 0)
    return [403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${extra.join(', ')}`];
  return undefined;
}

/** An AWS Signature V4 with s3rver's secret, for `scope` (date, region, service, "aws4_request"). */
function sign(scope: string[], stringToSign: string): string {
  // The signing key: HMACs of the scope's parts in turn.
  let key: crypto.BinaryLike = `AWS4${S3RVER_CREDENTIALS.secretAccessKey}`;
  for (const part of scope) key = crypto.createHmac('sha256', key).update(part).digest();
  return crypto.createHmac('sha256', key).update(stringToSign).digest('hex');
}

function sendError(response: http.ServerResponse, status: number, code: string, message: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml' }).end(body);
}

function escapeUri(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Our S3 driver pointed at a test server's bucket. */
export function s3StorageFor(server: S3TestServer): S3Storage {
  return new S3Storage({
    bucket: server.bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
  });
}
