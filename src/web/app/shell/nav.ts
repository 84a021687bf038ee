import type { Level } from '../../../contract/level2';
import {
  BadgeCheck,
  Building2,
  CalendarCheck,
  ClipboardCheck,
  FileText,
  FolderOpen,
  Gauge,
  LayoutDashboard,
  ListChecks,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Shown only at this target level (D29). */
  level?: Level;
}

/** Document 2 section 2: the sidebar of ordinary users. */
export const CLIENT_NAV: NavItem[] = [
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard },
  { label: 'Controls Checklist', href: '/controls', icon: ListChecks },
  // D23: scope, affirmation and the SPRS sheet.
  { label: 'Self-Assessment', href: '/assessment', icon: BadgeCheck },
  // D31: a POA&M exists only at Level 2 (32 CFR 170.21(a)(1): never at Level 1).
  { label: 'POA&M', href: '/poam', icon: CalendarCheck, level: 2 },
  { label: 'Evidence Library', href: '/evidence', icon: FolderOpen },
  { label: 'Reports', href: '/reports', icon: FileText },
  { label: 'Readiness Diagnostic', href: '/diagnostic', icon: Gauge },
  { label: 'Implementation Guide', href: '/guide', icon: ClipboardCheck },
  // D27: the people of the organization, and its business details.
  { label: 'Members', href: '/members', icon: Users },
  { label: 'Organization Settings', href: '/organization', icon: Building2 },
];

/** A client account in no organization (D27): every address shows the offer to create one. */
export const NO_ORGANIZATION_NAV: NavItem[] = [
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard },
];

/** Auditors and admins see only the auditor dashboard. */
export const STAFF_NAV: NavItem[] = [{ label: 'Auditor Dashboard', href: '/auditor', icon: ShieldCheck }];
