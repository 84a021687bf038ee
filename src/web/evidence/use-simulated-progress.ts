import { useEffect, useRef, useState } from 'react';
import { SIMULATED_UPLOAD } from '../../contract/constants';

/**
 * Document 1's simulated upload progress: a step every interval up to the cap while the request
 * runs, 100 once it succeeded. `progress` is null when no upload runs or was just done.
 */
export function useSimulatedProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);
  return {
    progress,
    start: () => {
      setProgress(0);
      timer.current = window.setInterval(
        () =>
          setProgress((p) => Math.min((p ?? 0) + SIMULATED_UPLOAD.stepPercent, SIMULATED_UPLOAD.capPercent)),
        SIMULATED_UPLOAD.intervalMs,
      );
    },
    stop: () => window.clearInterval(timer.current),
    /** 100 after a success; null to hide the bar. */
    set: setProgress,
  };
}
