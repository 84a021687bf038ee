import { Link } from 'wouter';
import type { DomainProgress } from '../../contract/progress';
import { DomainStatusList } from '../components/DomainStatusList';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';

export function StatusOverviewCard({ domains }: { domains: DomainProgress[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Control Status Overview</CardTitle>
      </CardHeader>
      <CardContent>
        <DomainStatusList
          domains={domains}
          name={(domain) => (
            <span className="min-w-0 flex-1 truncate text-sm text-slate-900">
              <span className="font-medium">{domain.shortName}</span> {domain.domainName}
            </span>
          )}
          aside={(domain) => (
            <>
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
            </>
          )}
        />
      </CardContent>
    </Card>
  );
}
