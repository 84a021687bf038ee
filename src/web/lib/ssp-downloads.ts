import { useMutation } from '@tanstack/react-query';
import type { Level } from '../../contract/level2';
import { getFile } from './api';
import { saveBlob } from './download';
import { serverMessageOr } from './errors';

/**
 * The system security plan and the OSCAL exports of D32, each under the export families of D25:
 * `/api/reports/...` for the signed-in organization, `/api/auditor/clients/{clientId}/reports/...`
 * for staff. Their routes are declared with the other exports (src/contract/routes/reports.ts);
 * the paths are written here so that this screen does not wait for them.
 */
export type SspDownloadKey = 'sspDocx' | 'sspPdf' | 'oscalSsp' | 'oscalAssessmentResults' | 'oscalPoam';

const FILES: Record<SspDownloadKey, { path: string; fallbackName: string }> = {
  sspDocx: { path: '/reports/ssp.docx', fallbackName: 'system-security-plan.docx' },
  sspPdf: { path: '/reports/ssp.pdf', fallbackName: 'system-security-plan.pdf' },
  oscalSsp: { path: '/reports/oscal/ssp.json', fallbackName: 'oscal-ssp.json' },
  oscalAssessmentResults: {
    path: '/reports/oscal/assessment-results.json',
    fallbackName: 'oscal-assessment-results.json',
  },
  oscalPoam: { path: '/reports/oscal/poam.json', fallbackName: 'oscal-poam.json' },
};

/** The address of a download: the organization's own, or a client's for staff. */
export function sspDownloadUrl(key: SspDownloadKey, clientId?: string): string {
  const { path } = FILES[key];
  return clientId ? `/api/auditor/clients/${encodeURIComponent(clientId)}${path}` : `/api${path}`;
}

/** Which downloads a level has: the POA&M is Level 2's (32 CFR 170.21). */
export const sspDownloadsAt = (level: Level): SspDownloadKey[] =>
  level === 2
    ? ['sspDocx', 'sspPdf', 'oscalSsp', 'oscalAssessmentResults', 'oscalPoam']
    : ['sspDocx', 'sspPdf', 'oscalSsp', 'oscalAssessmentResults'];

/**
 * GETs one file and saves it under the server's name. Fetched rather than linked, as the PDF
 * report is: a refusal (a POA&M without items, say) shows the server's reason in a toast instead
 * of saving the error as a file.
 */
export const useSspDownload = (clientId?: string) =>
  useMutation({
    mutationFn: async (key: SspDownloadKey) => {
      const { blob, fileName } = await getFile(sspDownloadUrl(key, clientId));
      saveBlob(blob, fileName ?? FILES[key].fallbackName);
    },
    meta: {
      errorToast: {
        title: 'Not downloaded',
        description: serverMessageOr('The file could not be made. Please try again.'),
      },
    },
  });
