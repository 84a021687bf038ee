import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { PublicUser } from '../../../contract/auth';
import { Sheet } from '../../components/ui/sheet';
import { LeftFindingsPrompt } from '../../components/UnsavedFindingsPrompt';
import { Header } from './Header';
import { ImpersonationBanner } from './ImpersonationBanner';
import { Sidebar } from './Sidebar';

/** The signed-in frame: fixed header, sidebar (a slide-in panel on small screens), content. */
export function AppShell({ user, children }: { user: PublicUser; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  // A new page starts at its top, not at the scroll position of the page before (issue 12).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header user={user} onOpenMenu={() => setMenuOpen(true)} />
      <aside className="fixed bottom-0 left-0 top-16 hidden w-64 border-r border-slate-200 bg-white lg:block print:hidden">
        <Sidebar user={user} />
      </aside>
      <Sheet open={menuOpen} onOpenChange={setMenuOpen} title="Menu">
        <Sidebar user={user} onNavigate={() => setMenuOpen(false)} />
      </Sheet>
      <main
        id="main"
        tabIndex={-1}
        className="px-4 pb-10 pt-20 focus:outline-none sm:px-6 lg:ml-64 lg:px-8 lg:pt-24 print:m-0 print:p-0"
      >
        <ImpersonationBanner />
        {children}
      </main>
      {/* Findings a control dialog could not save as it went away are asked about here (issue 23). */}
      <LeftFindingsPrompt />
    </div>
  );
}
