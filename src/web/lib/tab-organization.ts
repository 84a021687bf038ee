import { ORGANIZATION_HEADER } from '../../contract/constants';

/**
 * The organization this tab works in (D34). It is kept in the tab's own storage (sessionStorage:
 * one per tab, kept across a reload), never in the session, which every tab shares: a switch in
 * another tab changes the session's organization, not this tab's. The user lookup keeps it
 * (query-client.ts): whatever organization the lookup answers, this tab works there.
 */
const STORAGE_KEY = 'cmmc.organizationId';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a sandboxed frame, a privacy setting): requests name no organization, and
    // the session's is used, as before D34.
    return undefined;
  }
}

export function tabOrganizationId(): string | null {
  return storage()?.getItem(STORAGE_KEY) ?? null;
}

/** Keeps (or, with null, forgets) the organization this tab works in. */
export function keepTabOrganization(organizationId: string | null): void {
  if (organizationId) storage()?.setItem(STORAGE_KEY, organizationId);
  else storage()?.removeItem(STORAGE_KEY);
}

/** A request the tab's organization concerns: the platform's API on this origin, not the console's. */
function concernsOrganization(url: URL): boolean {
  return (
    url.origin === window.location.origin &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/admin/')
  );
}

/**
 * Every API request of this tab names its organization (ORGANIZATION_HEADER). The header is set on
 * `fetch` itself, not only in lib/api.ts, because the uploader's companion client (Uppy's AwsS3
 * plugin) calls `fetch` on its own and has no option for headers: wrapped here, its requests name
 * the tab's organization too, and no request of the tab can act on another tab's choice.
 */
export function nameTabOrganizationInRequests(): void {
  const original = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const organizationId = tabOrganizationId();
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!organizationId || !concernsOrganization(url)) return original(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(ORGANIZATION_HEADER, organizationId);
    return original(input, { ...init, headers });
  };
}
