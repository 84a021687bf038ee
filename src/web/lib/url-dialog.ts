import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';

/** What the history entry a dialog pushed carries, so that closing it knows it may go back. */
interface DialogEntry {
  dialog: string;
}

/** `params` with `name` set to `value`, or without it when `value` is null. */
export function withSearchParam(
  params: URLSearchParams,
  name: string,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}

const pushedBy = (param: string): boolean =>
  (window.history.state as Partial<DialogEntry> | null)?.dialog === param;

/**
 * A dialog whose subject is a query parameter (`/controls?control=AC.L1-3.1.1`): a link with the
 * parameter opens it, opening it pushes a history entry so that the browser's Back closes it
 * instead of leaving the page, and closing it takes that entry back off (issue 12). Opened from
 * a link (no entry of ours), closing replaces the address instead, so Back still leaves.
 */
export function useUrlDialog(param: string) {
  const [params, setParams] = useSearchParams();
  // Going back takes a moment: a second close meanwhile (Escape pressed twice) must not go back
  // a second time and leave the page.
  const goingBack = useRef(false);
  const value = params.get(param);
  useEffect(() => {
    goingBack.current = false;
  }, [value]);
  const withParam = (value: string | null) => (previous: URLSearchParams) =>
    withSearchParam(previous, param, value);
  const entry: DialogEntry = { dialog: param };
  return {
    value,
    open: (subject: string) => setParams(withParam(subject), { state: entry }),
    close: () => {
      if (goingBack.current) return;
      if (pushedBy(param)) {
        goingBack.current = true;
        window.history.back();
      } else {
        setParams(withParam(null), { replace: true });
      }
    },
  };
}

/** Whether the address still shows the dialog for `value` (a closing dialog no longer does). */
export const urlDialogShows = (param: string, value: string): boolean =>
  new URLSearchParams(window.location.search).get(param) === value;
