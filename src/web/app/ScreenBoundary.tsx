import { Component, Suspense, type ReactNode } from 'react';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { cn } from '../lib/utils';

/**
 * While a screen's code downloads: a spinner that appears only if the wait is long enough to
 * notice (CSS delay, no flash on a fast load), in a box that holds no other content, so that
 * nothing moves when the screen replaces it (CLS 0).
 */
export function ScreenLoading({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={cn('flex justify-center', fullPage ? 'min-h-screen items-center' : 'pt-16')}>
      <Spinner className="animate-[spin_1s_linear_infinite,appear_0s_300ms_both]" label="Loading page" />
    </div>
  );
}

/**
 * A screen whose code could not be downloaded: most often the app was updated since this page
 * was opened and the old file is gone, or the connection dropped. A reload fetches the current
 * version. `resetKey` (the location) clears the error when the user goes elsewhere.
 */
export class ScreenErrorBoundary extends Component<
  { resetKey: string; fullPage?: boolean; children: ReactNode },
  { error: unknown; key: string }
> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        className={cn(
          'flex justify-center px-4',
          this.props.fullPage ? 'min-h-screen items-center' : 'pt-16',
        )}
      >
        <div
          role="alert"
          className="max-w-md rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <p className="font-medium">This page could not be loaded.</p>
          <p className="mt-1">
            The app may have been updated since you opened it, or the connection was lost. Reload to get the
            latest version.
          </p>
          <Button className="mt-3" size="sm" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        </div>
      </div>
    );
  }
}

/** Where lazy screens render: their loading state, and their error state if the download fails. */
export function ScreenFrame({
  resetKey,
  fullPage = false,
  children,
}: {
  resetKey: string;
  fullPage?: boolean;
  children: ReactNode;
}) {
  return (
    <ScreenErrorBoundary resetKey={resetKey} fullPage={fullPage}>
      <Suspense fallback={<ScreenLoading fullPage={fullPage} />}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}
