import { AlertCircle, ArrowLeft, Home } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PRODUCT_NAME } from '../../contract/constants';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { useCurrentUser } from '../lib/auth';

/** Where "home" is from here: the console inside it, the dashboard when signed in, else the landing page. */
function useHome(): { href: string; label: string } {
  const [location] = useLocation();
  const { user } = useCurrentUser();
  if (location === '/admin' || location.startsWith('/admin/')) {
    return { href: '/admin', label: 'Go to the admin console' };
  }
  return user ? { href: '/', label: 'Go to your dashboard' } : { href: '/', label: 'Go to the home page' };
}

/**
 * Any unknown address: '404 Page Not Found' (document 1 section 2), told to the person who
 * followed the link rather than to a developer, with a way home and back (issue 12). The
 * document's hint about a page missing from the router stays, phrased for them. The card flows
 * with the page (no fixed height to centre in), so a phone or a short window never clips it.
 */
export function NotFoundPage() {
  const [location] = useLocation();
  const home = useHome();
  // A tab opened on this address has nothing to go back to.
  const [canGoBack] = useState(() => window.history.length > 1);
  return (
    <div className="flex w-full justify-center px-0 py-8 sm:px-4 sm:py-16">
      <Card className="w-full max-w-lg" data-testid="not-found">
        <CardContent className="flex flex-col gap-4 pt-6 sm:pt-6">
          <div className="flex items-start gap-3">
            <AlertCircle aria-hidden className="mt-0.5 size-7 shrink-0 text-red-700" />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="text-slate-700">
            There is no page at{' '}
            <code className="break-all rounded bg-slate-100 px-1 text-sm">{location}</code>. The link may be
            mistyped or out of date. Nothing of yours has changed.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link href={home.href}>
                <Home aria-hidden />
                {home.label}
              </Link>
            </Button>
            {canGoBack && (
              <Button variant="outline" onClick={() => window.history.back()}>
                <ArrowLeft aria-hidden />
                Go back
              </Button>
            )}
          </div>
          <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">
            Did a link inside {PRODUCT_NAME} bring you here? Then the page was not added to the app&apos;s
            router: please tell your administrator which link it was.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
