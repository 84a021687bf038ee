import { ShieldAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useExitImpersonation, useImpersonationStatus } from '../../lib/impersonation';

/** Document 1: shown while an admin is viewing a business's platform. */
export function ImpersonationBanner() {
  const status = useImpersonationStatus();
  const leave = useExitImpersonation();
  if (!status.data?.isImpersonating) return null;
  return (
    <div
      role="region"
      aria-label="Admin mode"
      className="mb-6 flex flex-col gap-3 rounded-md border border-orange-300 bg-orange-100 p-3 text-orange-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <ShieldAlert aria-hidden className="size-5 shrink-0" />
        Admin Mode: You are viewing {status.data.user?.businessName}&apos;s platform
      </p>
      <Button
        size="sm"
        variant="outline"
        className="border-orange-400 bg-white"
        onClick={() => leave.mutate()}
        disabled={leave.isPending}
      >
        Return to Admin
      </Button>
    </div>
  );
}
