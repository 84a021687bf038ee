import { createElement, use, useEffect, useState, type ComponentType } from 'react';

/** A screen whose code is downloaded on demand, which the router may also fetch ahead of time. */
export type LazyScreen = ComponentType & {
  preload: () => Promise<unknown>;
  /** True once the code is here: rendering the screen then shows it at once, without a fallback. */
  isLoaded: () => boolean;
};

/**
 * A screen in its own chunk (issue 14): a visit downloads the code of the page it shows, not every
 * screen of the app. Unlike `React.lazy`, a screen whose code has already arrived (fetched ahead by
 * `preload`) renders at once, without suspending: no fallback is shown, and React's delay before
 * revealing suspended content (up to 300 ms) does not apply. Until then `use` suspends on the
 * download; a failed download is thrown to the error boundary (ScreenBoundary.tsx).
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = (): Promise<ComponentType> => {
    // One download per page: a failure stays, so that `use` throws it (a new attempt at every
    // render would suspend for ever); the error state's Reload fetches the current files.
    pending ??= load().then((module) => (loaded = pick(module)));
    return pending;
  };
  function Screen() {
    // The module's own export: the same component at every render, never a new one.
    return createElement(loaded ?? use(preload()));
  }
  return Object.assign(Screen, { preload, isLoaded: () => loaded !== undefined });
}

/**
 * Whether the first page may be drawn: once it is known which screen the address shows (`known`:
 * who is signed in has been looked up) and that screen's code has arrived or failed. Until then
 * the page-wide spinner stays, so the screen appears at once instead of through a second, nested
 * loading state that React would hold for up to 300 ms. Later screens load inside the page.
 */
export function useFirstScreenReady(screen: LazyScreen | undefined, known: boolean): boolean {
  const [shown, setShown] = useState(false);
  const [settled, setSettled] = useState<LazyScreen | undefined>();
  const ready = shown || (known && (!screen || screen.isLoaded() || settled === screen));
  // Once drawn, the page stays: later screens show their loading state inside it.
  if (ready && !shown) setShown(true);
  useEffect(() => {
    if (ready || !screen) return;
    let active = true;
    const done = () => {
      if (active) setSettled(screen);
    };
    screen.preload().then(done, done);
    return () => {
      active = false;
    };
  }, [ready, screen]);
  return ready;
}
