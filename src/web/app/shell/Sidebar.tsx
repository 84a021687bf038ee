import { LogOut, Shield } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { PublicUser } from '../../../contract/auth';
import { userDisplayName, userInitials } from '../../../contract/display';
import { Button } from '../../components/ui/button';
import { useImpersonationStatus } from '../../lib/impersonation';
import { isStaff, useLogout } from '../../lib/auth';
import { useTargetLevel } from '../../lib/level';
import { cn } from '../../lib/utils';
import { CLIENT_NAV, NO_ORGANIZATION_NAV, STAFF_NAV } from './nav';
import { PRODUCT_NAME } from '../../../contract/constants';

interface SidebarProps {
  user: PublicUser;
  onNavigate?: () => void;
}

export function Sidebar({ user, onNavigate }: SidebarProps) {
  const [location, navigate] = useLocation();
  const impersonation = useImpersonationStatus();
  // An admin signing out of a business's platform goes back to the console, not the public page.
  const logout = useLogout(() =>
    impersonation.data?.isImpersonating ? window.location.assign('/admin/dashboard') : navigate('/'),
  );
  const member = !isStaff(user) && Boolean(user.organization);
  const level = useTargetLevel(member);
  const items = (isStaff(user) ? STAFF_NAV : member ? CLIENT_NAV : NO_ORGANIZATION_NAV).filter(
    (item) => item.level === undefined || item.level === level,
  );
  // The person, then the organization they work in now (D27), or a staff member's agency.
  const displayName = userDisplayName(user);
  const company = isStaff(user) ? user.businessName : user.organization?.businessName;
  const isActive = (href: string) =>
    location === href ||
    (href === '/dashboard' && location === '/') ||
    (href === '/auditor' && location === '/');

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-2 px-5 py-5">
        <Shield aria-hidden className="size-6 text-brand-600" />
        <span className="text-lg font-bold text-slate-900">{PRODUCT_NAME}</span>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3">
        <ul className="flex flex-col gap-1">
          {items.map((item) => {
            const active = isActive(item.href);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors',
                    active
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  <item.icon aria-hidden className="size-5" />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-4">
        <div className="mb-3 flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-800"
          >
            {userInitials(user)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-slate-900">{displayName}</p>
            {company && <p className="truncate text-xs text-slate-600">{company}</p>}
            <Link
              href="/account"
              onClick={onNavigate}
              className="text-xs font-medium text-brand-700 underline underline-offset-2"
            >
              Account settings
            </Link>
          </div>
        </div>
        <Button
          variant="outline"
          className="w-full"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          <LogOut aria-hidden />
          {logout.isPending ? 'Signing Out...' : 'Sign Out'}
        </Button>
      </div>
    </div>
  );
}
