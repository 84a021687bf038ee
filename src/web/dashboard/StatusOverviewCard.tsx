import { Link } from 'wouter';
import type { DomainProgress } from '../../contract/progress';
import { percentOf, progressTone } from '../../contract/progress-tone';
import { ToneDot } from '../components/ToneDot';
import { useLevel1 } from '../lib/assessment';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';

export function StatusOverviewCard({ domains }: { domains: DomainProgress[] }) {
  const level1 = useLevel1();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Control Status Overview</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-slate-100">
          {domains.map((domain) => (
            <li key={domain.domainId} className="flex items-center gap-3 py-2.5">
              <ToneDot
                tone={progressTone(
                  percentOf(domain.objectivesMet, domain.objectivesTotal),
                  level1.domainMet(domain.domainId),
                )}
              />
              <span className="min-w-0 flex-1 truncate text-sm text-slate-900">
                <span className="font-medium">{domain.shortName}</span> {domain.domainName}
              </span>
              <Badge
                tone="neutral"
                aria-label={`${domain.completedControls} of ${domain.totalControls} completed`}
              >
                {domain.completedControls}/{domain.totalControls}
              </Badge>
              <Button asChild size="sm" variant="ghost">
                <Link href={`/controls?domain=${encodeURIComponent(domain.domainId)}`}>
                  View<span className="sr-only"> {domain.domainName} controls</span>
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
