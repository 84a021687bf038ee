import type { ReactNode } from 'react';
import type { DomainProgress } from '../../contract/progress';
import { percentOf, progressTone } from '../../contract/progress-tone';
import { useLevel1 } from '../lib/assessment';
import { cn } from '../lib/utils';
import { ToneDot } from './ToneDot';

interface DomainStatusListProps {
  domains: DomainProgress[];
  /** The domain's name as the screen words it. */
  name: (domain: DomainProgress) => ReactNode;
  /** What follows the name on the row: counts, a link. */
  aside: (domain: DomainProgress) => ReactNode;
  className?: string;
}

/**
 * One row per domain led by its colour dot: the objectives MET or N/A of the domain, green only
 * with Level 1 MET as well (D28, useLevel1().domainMet).
 */
export function DomainStatusList({ domains, name, aside, className }: DomainStatusListProps) {
  const level1 = useLevel1();
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {domains.map((domain) => (
        <li key={domain.domainId} className={cn('flex items-center gap-3 py-2.5', className)}>
          <ToneDot
            tone={progressTone(
              percentOf(domain.objectivesMet, domain.objectivesTotal),
              level1.domainMet(domain.domainId),
            )}
          />
          {name(domain)}
          {aside(domain)}
        </li>
      ))}
    </ul>
  );
}
