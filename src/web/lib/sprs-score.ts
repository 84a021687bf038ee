import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SprsScoreAnswer } from '../../contract/level2-api';
import { routes } from '../../contract/routes';
import { call, routeKey } from './api';
import { useAssessment } from './assessment';

/** Every read of GET /api/assessment/sprs-score, whatever findings it was read after. */
export const sprsScoreKey = routeKey(routes.sprsScore);

/**
 * The level of the findings the screen shows (D29), and when they were last read or changed: a
 * saved finding is put straight into the assessment's data (lib/assessment.ts), and every change
 * of cycle, scope or evidence reads the assessment again. Reads that follow the findings carry the
 * version in their key, so that they are asked again whenever those findings have changed; they
 * wait for the findings rather than be asked twice.
 */
export function useFindings(): { level: 1 | 2 | undefined; version: number } {
  const assessment = useAssessment();
  return { level: assessment.data?.level, version: assessment.dataUpdatedAt };
}

/**
 * GET /api/assessment/sprs-score at Level 2 (D30, D31): the self-assessed score (null without a
 * system security plan), each deduction with its reason, the CMMC status and the POA&M dates.
 * Not asked at Level 1, where the server refuses it: Level 1 is MET or NOT MET.
 */
export function useSprsScore() {
  const { level, version } = useFindings();
  return useQuery<SprsScoreAnswer>({
    queryKey: [...sprsScoreKey, { findings: version }],
    queryFn: () => call(routes.sprsScore),
    enabled: level === 2,
    placeholderData: keepPreviousData,
  });
}
