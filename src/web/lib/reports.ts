import { useMutation } from '@tanstack/react-query';
import { reportFileName } from '../../contract/report';
import { getBlob } from './api';
import { saveBlob } from './download';
import { serverMessageOr } from './errors';

/** Where the compliance PDF of D25 is made: the organization's own, or a client's for staff. */
export const compliancePdfUrl = (clientId?: string) =>
  clientId
    ? `/api/auditor/clients/${encodeURIComponent(clientId)}/reports/compliance.pdf`
    : '/api/reports/compliance.pdf';

/** GET the compliance PDF and save it as `cmmc-compliance-report-{date}.pdf`. */
export const useDownloadCompliancePdf = (clientId?: string) =>
  useMutation({
    mutationFn: async () =>
      saveBlob(await getBlob(compliancePdfUrl(clientId)), reportFileName(new Date(), 'pdf')),
    meta: {
      errorToast: {
        title: 'Report not downloaded',
        description: serverMessageOr('The PDF report could not be made. Please try again.'),
      },
    },
  });
