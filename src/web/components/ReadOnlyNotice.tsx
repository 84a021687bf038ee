import { Eye } from 'lucide-react';
import { useKnownUser } from '../lib/auth';
import { cn } from '../lib/utils';

/**
 * What a viewer reads where others write (D27): the data is shown, the buttons that would change
 * it are not, and this says why and whom to ask. Shows nothing for an owner or an editor.
 */
export function ReadOnlyNotice({ className }: { className?: string }) {
  const organization = useKnownUser()?.organization;
  if (organization?.role !== 'viewer') return null;
  return (
    <p
      role="note"
      data-testid="read-only-notice"
      className={cn(
        'flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800',
        className,
      )}
    >
      <Eye aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-600" />
      <span>
        You have read-only access in {organization.businessName} (viewer). Ask an owner for editor access.
      </span>
    </p>
  );
}
