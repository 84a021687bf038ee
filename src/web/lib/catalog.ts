import { useQuery } from '@tanstack/react-query';
import type { Control, Domain } from '../../contract/catalog';
import { routes } from '../../contract/routes';
import { routeKey } from './api';

export const domainsKey = routeKey(routes.domains);
export const controlsKey = routeKey(routes.controls);

/** GET /api/domains: the six Level 1 domains, in catalog order. */
export const useDomains = () => useQuery<Domain[]>({ queryKey: domainsKey });

/** GET /api/controls: the 17 controls, in catalog order. */
export const useControls = () => useQuery<Control[]>({ queryKey: controlsKey });
