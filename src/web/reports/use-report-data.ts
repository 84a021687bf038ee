import type { Control } from '../../contract/catalog';
import type { Level } from '../../contract/level2';
import type { EvidenceFile } from '../../contract/evidence';
import type { Implementation } from '../../contract/implementations';
import type { DomainProgress, OverallProgress } from '../../contract/progress';
import { useAssessment } from '../lib/assessment';
import { useControls } from '../lib/catalog';
import { useEvidence } from '../lib/evidence';
import { useImplementations } from '../lib/implementations';
import { useDomainProgress, useOverallProgress } from '../lib/progress';

export interface ReportData {
  /** The level the report is at: the organization's target level, which its catalog has (D29). */
  level: Level;
  overall: OverallProgress;
  domains: DomainProgress[];
  controls: Control[];
  implementations: Implementation[];
  evidence: EvidenceFile[];
}

/**
 * Everything the report reads, asked for at once. The Level 1 result leads the report and caps its
 * rating (D28): the report waits for the assessment too.
 */
export function useReportData() {
  const overall = useOverallProgress();
  const domains = useDomainProgress();
  const controls = useControls();
  const implementations = useImplementations();
  const evidence = useEvidence(null);
  const assessment = useAssessment();
  const queries = [overall, domains, controls, implementations, evidence, assessment];
  const data: ReportData | undefined =
    overall.data && domains.data && controls.data && implementations.data && evidence.data && assessment.data
      ? {
          level: assessment.data.level,
          overall: overall.data,
          domains: domains.data,
          controls: controls.data,
          implementations: implementations.data,
          evidence: evidence.data,
        }
      : undefined;
  return {
    loading: queries.some((query) => query.isLoading),
    data,
    errors: queries.map((query) => query.error),
  };
}
