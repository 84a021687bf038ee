import type { QueryFunction } from '@tanstack/react-query';

/**
 * The one request helper (document 1 sections 7 and 8): every call sends cookies, and a
 * non-success response throws an Error reading "{status}: {body or status text}".
 */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** `body` goes as JSON, except a FormData, which goes as a multipart form. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  const response = await fetch(url, {
    method,
    headers: body === undefined || isForm ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** `returnNull`: a 401 means "nobody signed in" rather than an error. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}
