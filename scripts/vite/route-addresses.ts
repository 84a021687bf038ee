import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ROUTE_AREAS, routes } from '../../src/contract/routes.ts';

const tableModule = fileURLToPath(new URL('../../src/contract/routes.ts', import.meta.url));

/** What the browser needs of a route: where to send it. Its schemas stay on the server. */
const addressOf = ({ method, path }: { method: string; path: string }) => ({ method, path });
const addresses = (table: Record<string, { method: string; path: string }>) =>
  Object.fromEntries(Object.entries(table).map(([name, route]) => [name, addressOf(route)]));

/**
 * The web app calls the API through the route table (src/contract/routes.ts), whose declarations
 * hold the zod schemas of every answer. In the browser only the method and path are used: this
 * serves the table as those addresses alone, so that the validation library stays out of the
 * first load (issue 14) while TypeScript still types each call from the full declaration.
 */
export function routeAddresses(): Plugin {
  const areas = Object.fromEntries(
    Object.entries(ROUTE_AREAS).map(([name, table]) => [name, addresses(table)]),
  );
  const source = [
    `export const routes = ${JSON.stringify(addresses(routes))};`,
    `export const ROUTE_AREAS = ${JSON.stringify(areas)};`,
  ].join('\n');
  return {
    name: 'route-addresses',
    enforce: 'pre',
    load: (id) => (id.split('?')[0] === tableModule ? source : undefined),
  };
}
