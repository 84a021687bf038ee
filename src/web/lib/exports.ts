import { routes } from '../../contract/routes';

/**
 * The exports of D25 for the signed-in business: CSV of the implementations and of the objective
 * findings, and the evidence package (ZIP). Plain links, as for evidence downloads: the server
 * streams each file with its name (Content-Disposition) and the browser saves it as it arrives,
 * so even a large package never sits whole in the page's memory.
 */
export const EXPORT_DOWNLOADS = [
  { key: 'implementations', label: 'Implementations CSV', href: routes.implementationsCsv.path },
  { key: 'findings', label: 'Findings CSV', href: routes.findingsCsv.path },
  { key: 'package', label: 'Evidence Package', href: routes.evidencePackage.path },
] as const;
