import type { QueryFunction } from '@tanstack/react-query';

/**
 * The one request helper (document 1 sections 7 and 8), and the only module of the web app that
 * calls `fetch`: every call sends cookies, and a non-success response throws an Error reading
 * "{status}: {body or status text}". What a failure shows the user is decided in one place,
 * `query-client.ts`, from the `meta` of the query or mutation that made the call.
 */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

function send(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  return fetch(url, {
    method,
    headers: body === undefined || isForm ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'include',
  });
}

/** `body` goes as JSON, except a FormData, which goes as a multipart form. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await send(method, url, body);
  await throwIfNotOk(response);
  return response;
}

/** A write whose answer is JSON. */
export async function sendJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

export const getJson = <T>(url: string): Promise<T> => sendJson<T>('GET', url);

/** A file's bytes as text (the preview of a text evidence file). */
export async function getText(url: string): Promise<string> {
  return (await apiRequest('GET', url)).text();
}

/** A file's bytes (a download saved under a name of our choosing). */
export async function getBlob(url: string): Promise<Blob> {
  return (await apiRequest('GET', url)).blob();
}

/** `returnNull`: a 401 means "nobody signed in" rather than an error. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: the query key joined with "/" is the URL. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await send('GET', queryKey.join('/'));
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
