import { FileDown, Loader2 } from 'lucide-react';
import { useDownloadCompliancePdf } from '../lib/reports';
import { Button, type ButtonProps } from './ui/button';

/**
 * "Download PDF": the compliance report made on the server (D25), of the signed-in organization or,
 * for staff, of the client named.
 */
export function DownloadPdfButton({
  clientId,
  variant = 'outline',
  className,
}: {
  clientId?: string;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const download = useDownloadCompliancePdf(clientId);
  return (
    <Button
      variant={variant}
      className={className}
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() => download.mutate()}
    >
      {download.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <FileDown aria-hidden />}
      {download.isPending ? 'Preparing PDF...' : 'Download PDF'}
    </Button>
  );
}
