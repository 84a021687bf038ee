import { routeUrl, type RouteInput, type RouteOk, type RouteSpec } from '../../src/contract/route';

/** The input of a route, optional for a route that declares none. */
type CallArgs<R> = R extends { params: unknown } | { body: unknown } | { accepts: string }
  ? [input: RouteInput<R>, headers?: Record<string, string>]
  : [input?: RouteInput<R>, headers?: Record<string, string>];

/**
 * A browser-like HTTP client for API tests: real requests over loopback, with a cookie jar. Routes
 * of the table (src/contract/routes.ts) are called by name, as the web app calls them.
 */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    /** Headers every request of this client sends, such as the organization a tab works in (D34). */
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  /** The same cookie jar (a copy), sending `headers` with every request: another tab of the browser. */
  withHeaders(headers: Record<string, string>): HttpClient {
    const tab = new HttpClient(this.baseUrl, { ...this.defaultHeaders, ...headers });
    for (const [name, value] of this.cookies) tab.setCookie(name, value);
    return tab;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.send(method, path, body === undefined ? undefined : JSON.stringify(body), {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    });
  }

  /** Any body (a FormData, bytes, a string), sent as it is; `path` may be an absolute URL. */
  async send(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const url = /^https?:/.test(path) ? path : `${this.baseUrl}${path}`;
    const sameServer = url.startsWith(this.baseUrl);
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookieHeader && sameServer ? { cookie: cookieHeader } : {}),
        ...(sameServer ? this.defaultHeaders : {}),
        ...headers,
      },
      body,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, bytes, json: json as any };
  }

  /** Calls a route of the table with its params, query and body; the answer as `request` gives it. */
  async call<R extends RouteSpec>(route: R, ...[input, headers]: CallArgs<R>) {
    const { params, query, body } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
    const url = routeUrl(route.path, { params, query });
    return body instanceof FormData
      ? this.send(route.method, url, body, headers)
      : this.request(route.method, url, body, headers);
  }

  /** Calls a route that must succeed, for its answer typed as the table declares it. */
  async ok<R extends RouteSpec>(route: R, ...args: CallArgs<R>): Promise<RouteOk<R>> {
    const response = await this.call(route, ...args);
    if (response.status >= 300) {
      throw new Error(`${route.method} ${route.path}: ${response.status} ${response.text}`);
    }
    return response.json as RouteOk<R>;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
  put = (path: string, body?: unknown) => this.request('PUT', path, body);
  delete = (path: string) => this.request('DELETE', path);
}
