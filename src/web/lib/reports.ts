import { useMutation } from '@tanstack/react-query';
import { reportFileName } from '../../contract/report';
import { routes } from '../../contract/routes';
import { callForBlob } from './api';
import { saveBlob } from './download';
import { serverMessageOr } from './errors';

/** The compliance PDF of D25: the organization's own, or a client's for staff. */
const compliancePdf = (clientId?: string) =>
  clientId
    ? callForBlob(routes.clientCompliancePdf, { params: { clientId } })
    : callForBlob(routes.compliancePdf);

/** GET the compliance PDF and save it as `cmmc-compliance-report-{date}.pdf`. */
export const useDownloadCompliancePdf = (clientId?: string) =>
  useMutation({
    mutationFn: async () => saveBlob(await compliancePdf(clientId), reportFileName(new Date(), 'pdf')),
    meta: {
      errorToast: {
        title: 'Report not downloaded',
        description: serverMessageOr('The PDF report could not be made. Please try again.'),
      },
    },
  });
