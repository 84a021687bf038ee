import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CLIENTS_LIMIT_DEFAULT, type ClientListItem } from '../../contract/auditor';
import { LoadError } from '../components/LoadError';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { ClientStandingSummary } from './Standing';

/**
 * The client organizations matching the dashboard's search, each with its Level 1 result and
 * progress (D28); a name opens that client on the dashboard.
 */
export function ClientListCard({ clients }: { clients: UseQueryResult<ClientListItem[]> }) {
  const list = clients.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Clients</CardTitle>
      </CardHeader>
      <CardContent>
        {clients.isError ? (
          <LoadError errors={[clients.error]}>
            The clients could not be loaded. Reload the page to try again.
          </LoadError>
        ) : !clients.data ? (
          <Skeleton className="h-32" />
        ) : list.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-600">No client organizations found.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" data-testid="client-list">
            {list.map((client) => (
              <li
                key={client.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
              >
                <div className="min-w-0">
                  <Link
                    href={`/auditor?client=${encodeURIComponent(client.id)}`}
                    className="break-words text-sm font-medium text-brand-700 hover:underline"
                  >
                    {client.businessName}
                  </Link>
                  <p className="break-words text-xs text-slate-600">
                    {client.username} · {client.industry}
                  </p>
                </div>
                <div className="sm:w-80 sm:shrink-0">
                  <ClientStandingSummary
                    standing={client.standing}
                    affirmed={client.affirmedStanding}
                    name={client.businessName}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        {/* The server answers at most this many without a `limit`: a full list may go on. */}
        {list.length === CLIENTS_LIMIT_DEFAULT && (
          <p className="mt-3 text-xs text-slate-600">
            Showing the first {CLIENTS_LIMIT_DEFAULT} by name; search to find others.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
