import { ShieldAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { exitImpersonation, useImpersonationStatus } from '../../lib/admin';
import { toast } from '../../lib/toast';

/** Document 1: shown while an admin is viewing a business's platform. */
export function ImpersonationBanner() {
  const status = useImpersonationStatus();
  if (!status.data?.isImpersonating) return null;
  const leave = async () => {
    try {
      await exitImpersonation();
      window.location.assign('/admin/dashboard');
    } catch {
      toast({ title: 'Error', description: 'Could not return to admin view', variant: 'destructive' });
    }
  };
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
      <Button size="sm" variant="outline" className="border-orange-400 bg-white" onClick={leave}>
        Return to Admin
      </Button>
    </div>
  );
}
