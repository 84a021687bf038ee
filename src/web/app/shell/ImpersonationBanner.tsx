import { ShieldAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useExitImpersonation, useImpersonationStatus } from '../../lib/impersonation';

/**
 * Document 1: shown while an admin is viewing a business's platform. It stays in view under the
 * header however far the page scrolls (issue 23): whatever the admin does here is done as the
 * business, and logged with the admin's name (D11).
 */
export function ImpersonationBanner() {
  const status = useImpersonationStatus();
  const leave = useExitImpersonation();
  if (!status.data?.isImpersonating) return null;
  const business = status.data.user?.businessName;
  return (
    <div
      role="region"
      aria-label="Admin mode"
      data-testid="impersonation-banner"
      className="sticky top-16 z-20 mb-6 flex flex-col gap-2 rounded-md border border-orange-300 bg-orange-100 p-3 text-orange-950 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:gap-3"
    >
      <div className="flex min-w-0 items-start gap-2">
        <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0">
          <p className="text-sm font-medium">Admin Mode: You are viewing {business}&apos;s platform</p>
          {status.data.admin && (
            <p className="text-xs">
              Admin {status.data.admin.name} is acting as {business}; every change is logged with your name.
            </p>
          )}
        </div>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="shrink-0 self-end border-orange-400 bg-white sm:self-auto"
        onClick={() => leave.mutate()}
        disabled={leave.isPending}
      >
        Return to Admin
      </Button>
    </div>
  );
}
