import { useEffect, useRef, useState } from 'react';
import type { UploadResult } from './UploadResults';

/** How many outcomes the card keeps on show. */
const RESULTS_SHOWN = 5;

/**
 * The outcomes of the last uploads, newest first. After an upload the button it started from is
 * disabled: focus goes to its outcome instead of dropping to the page (issue 12).
 */
export function useUploadResults() {
  const [results, setResults] = useState<UploadResult[]>([]);
  const newest = useRef<HTMLLIElement>(null);
  const focusNewest = useRef(false);
  const count = useRef(0);
  useEffect(() => {
    if (!focusNewest.current) return;
    focusNewest.current = false;
    newest.current?.focus();
  }, [results]);
  const record = (result: Omit<UploadResult, 'key'>, focus = false) => {
    focusNewest.current = focus;
    setResults((previous) => [{ ...result, key: ++count.current }, ...previous].slice(0, RESULTS_SHOWN));
  };
  return { results, newest, record };
}
