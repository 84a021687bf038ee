import { useQuery } from '@tanstack/react-query';
import type { Control, Domain } from '../../contract/catalog';

export const domainsKey = ['/api/domains'] as const;
export const controlsKey = ['/api/controls'] as const;

/** GET /api/domains: the six Level 1 domains, in catalog order. */
export const useDomains = () => useQuery<Domain[]>({ queryKey: domainsKey });

/** GET /api/controls: the 17 controls, in catalog order. */
export const useControls = () => useQuery<Control[]>({ queryKey: controlsKey });
