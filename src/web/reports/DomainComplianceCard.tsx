import type { DomainProgress } from '../../contract/progress';
import { percentOf } from '../../contract/progress-tone';
import { DomainStatusList } from '../components/DomainStatusList';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { PRINT_CARD } from './print';

/** Each domain's objectives MET or N/A, as a count and a percentage (D28). */
export function DomainComplianceCard({ domains }: { domains: DomainProgress[] }) {
  return (
    <Card className={PRINT_CARD}>
      <CardHeader>
        <CardTitle>Domain Compliance Status</CardTitle>
      </CardHeader>
      <CardContent>
        <DomainStatusList
          domains={domains}
          className="text-sm"
          name={(domain) => (
            <span className="min-w-0 flex-1">
              {domain.shortName} - {domain.domainName}
            </span>
          )}
          aside={(domain) => (
            <>
              <span
                className="shrink-0 text-slate-700"
                aria-label={`${domain.objectivesMet} of ${domain.objectivesTotal} objectives MET or N/A`}
              >
                {domain.objectivesMet}/{domain.objectivesTotal}
              </span>
              <span className="w-12 shrink-0 text-right font-semibold text-slate-900">
                {percentOf(domain.objectivesMet, domain.objectivesTotal)}%
              </span>
            </>
          )}
        />
      </CardContent>
    </Card>
  );
}
