/**
 * A browser-like client of the app for the bench: a cookie jar, JSON calls, and the evidence upload
 * exactly as the web app's uploader does it (Uppy's AwsS3 plugin with the companion routes, for
 * files under its 100 MiB multipart threshold): GET /api/evidence/s3/params, a multipart form POST
 * of the file to the URL it gives, then POST /api/evidence to register it.
 */
import crypto from 'node:crypto';

export interface Answer {
  status: number;
  text: string;
  ms: number;
  json<T = unknown>(): T;
}

/** Told of every request: what it was, its status (0 for a network error) and its time. */
export type Recorder = (operation: string, status: number, ms: number, text?: string) => void;

export class BenchClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly record: Recorder = () => undefined,
  ) {}

  /** Takes the cookies of a `cookie` header (a session made elsewhere). */
  useCookies(header: string): this {
    for (const pair of header.split(/;\s*/)) {
      const [name, ...rest] = pair.split('=');
      if (name) this.cookies.set(name, rest.join('='));
    }
    return this;
  }

  /** `name=value` of one cookie of the jar, or undefined. */
  cookie(name: string): string | undefined {
    const value = this.cookies.get(name);
    return value === undefined ? undefined : `${name}=${value}`;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(
    operation: string,
    method: string,
    path: string,
    options: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const url = /^https?:/.test(path) ? path : `${this.baseUrl}${path}`;
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { method, headers, body, redirect: 'manual' });
      text = await response.text();
    } catch (error) {
      const ms = performance.now() - started;
      this.record(operation, 0, ms, (error as Error).message);
      return { status: 0, text: (error as Error).message, ms, json: () => ({}) as never };
    }
    const ms = performance.now() - started;
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    this.record(operation, response.status, ms, response.status >= 400 ? text : undefined);
    return { status: response.status, text, ms, json: <T>() => JSON.parse(text) as T };
  }

  get = (operation: string, path: string) => this.send(operation, 'GET', path);
  put = (operation: string, path: string, json: unknown) => this.send(operation, 'PUT', path, { json });
  patch = (operation: string, path: string, json: unknown) => this.send(operation, 'PATCH', path, { json });
  post = (operation: string, path: string, json: unknown) => this.send(operation, 'POST', path, { json });

  /** Registers a client organization; the jar then holds its session. */
  async register(account: { username: string; password: string; businessName: string }): Promise<void> {
    const answer = await this.post('register', '/api/auth/register', {
      username: account.username,
      password: account.password,
      confirmPassword: account.password,
      email: `${account.username}@bench.example`,
      businessName: account.businessName,
      industry: 'Manufacturing',
    });
    if (answer.status !== 201) throw new Error(`registration failed: ${answer.status} ${answer.text}`);
  }

  /** The uploader's flow (see the class comment); the registered evidence, or the failed step. */
  async uploadEvidence(file: {
    controlId: string;
    fileName: string;
    type: string;
    bytes: Uint8Array;
  }): Promise<{ ok: true; id: string } | { ok: false; step: string; status: number; text: string }> {
    const query = new URLSearchParams({ filename: file.fileName, type: file.type });
    query.set('metadata[controlId]', file.controlId);
    const params = await this.get('upload: s3/params', `/api/evidence/s3/params?${query}`);
    if (params.status !== 200)
      return { ok: false, step: 's3/params', status: params.status, text: params.text };
    const { url, fields } = params.json<{ url: string; fields: Record<string, string> }>();
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.fileName);
    const posted = await this.send('upload: file (form POST)', 'POST', url, { body: form });
    if (posted.status >= 300)
      return { ok: false, step: 'form POST', status: posted.status, text: posted.text };
    // What Uppy reports as the upload's location: the form URL and the key (aws-s3 postObjectLocation).
    const location = `${url.replace(/\?.*$/, '').replace(/\/+$/, '')}/${encodeURIComponent(fields.key ?? '').replace(/%2F/g, '/')}`;
    const registered = await this.post('upload: register', '/api/evidence', {
      controlId: file.controlId,
      fileName: file.fileName,
      fileType: file.type,
      fileSize: file.bytes.length,
      uploadURL: location,
    });
    if (registered.status !== 201)
      return { ok: false, step: 'register', status: registered.status, text: registered.text };
    return { ok: true, id: registered.json<{ id: string }>().id };
  }
}

/** A strong random password that passes the password rule. */
export const benchPassword = () => `Bench-${crypto.randomBytes(12).toString('base64url')}`;

/** Text bytes (valid UTF-8, no NUL) of `size`, different per call, for .txt and .csv evidence. */
export function textFile(size: number, label = 'bench'): Uint8Array<ArrayBuffer> {
  const line = Buffer.from(`${label} ${crypto.randomBytes(8).toString('hex')} evidence line of the bench\n`);
  const bytes = Buffer.alloc(size);
  for (let offset = 0; offset < size; offset += line.length) line.copy(bytes, offset);
  return bytes;
}
