import { Menu, Shield } from 'lucide-react';
import { Link } from 'wouter';
import type { PublicUser } from '../../../contract/auth';
import { roleAccessLabel, staffDisplayName, userDisplayName } from '../../../contract/display';
import { Button } from '../../components/ui/button';
import { isStaff } from '../../lib/auth';
import { useImpersonationStatus } from '../../lib/impersonation';
import { useTargetLevel } from '../../lib/level';
import { cn } from '../../lib/utils';
import { PRODUCT_NAME } from '../../../contract/constants';
import { OrganizationSwitcher } from './OrganizationSwitcher';

interface HeaderProps {
  user: PublicUser;
  onOpenMenu: () => void;
}

/** Document 1 section 1: purple for auditors and admins, blue for everyone else. */
export function Header({ user, onOpenMenu }: HeaderProps) {
  const staff = isStaff(user);
  // Staff accounts are told apart by their own name; a client account is a person too, who may
  // work for several organizations (D27): the switcher beside it names the organization.
  const name = staff ? staffDisplayName(user) : userDisplayName(user);
  // An admin viewing this platform (D11): the header says who is acting, as whom (issue 23).
  const admin = useImpersonationStatus().data?.admin;
  const acting = admin ? `Admin ${admin.name} as ${name}` : name;
  // The organization's target level (D29); an account in no organization has none yet.
  const member = !staff && Boolean(user.organization);
  const level = useTargetLevel(member);
  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-6 print:hidden">
      <Button variant="ghost" size="icon" className="lg:hidden" onClick={onOpenMenu} aria-label="Open menu">
        <Menu aria-hidden className="size-5" />
      </Button>
      <div
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg text-white',
          staff ? 'bg-staff-600' : 'bg-brand-600',
        )}
        data-testid="role-badge"
        data-tone={staff ? 'purple' : 'blue'}
      >
        <Shield aria-hidden className="size-5" />
      </div>
      <div className={cn('min-w-0 flex-1', !staff && 'hidden sm:block')}>
        <p className="truncate text-base font-semibold text-slate-900">{PRODUCT_NAME}</p>
        <p className="hidden truncate text-xs text-slate-600 sm:block">
          {staff
            ? 'CMMC Auditor Dashboard - Client Oversight & Validation'
            : member && !level
              ? 'CMMC Compliance Platform'
              : `CMMC Level ${level ?? 1} Compliance Platform`}
        </p>
      </div>
      {!staff && (
        <div className="min-w-0 flex-1 sm:flex-initial">
          <OrganizationSwitcher user={user} />
        </div>
      )}
      <div className="flex min-w-0 items-center gap-3">
        <Link
          href="/account"
          className="hidden min-w-0 rounded-md text-right hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 sm:block"
        >
          <span className="sr-only">Account settings: </span>
          <p className="truncate text-sm font-medium text-slate-900" data-testid="header-acting">
            {acting}
          </p>
          <p className="text-xs text-slate-600">{roleAccessLabel(user.role)}</p>
        </Link>
        <span
          aria-hidden
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white',
            staff ? 'bg-staff-600' : 'bg-brand-600',
          )}
        >
          {name.charAt(0).toUpperCase()}
        </span>
      </div>
    </header>
  );
}
