import { CheckCircle2 } from 'lucide-react';
import type { DomainProgress } from '../../contract/progress';
import { useLevel1 } from '../lib/assessment';
import { cn } from '../lib/utils';

export const OVERVIEW = 'overview';

interface GuideNavProps {
  domains: DomainProgress[];
  selected: string;
  onSelect: (id: string) => void;
}

/**
 * The guide's left list: Overview, then each domain with its progress (a check at 100%, green only
 * when the domain's practices are all MET: D15).
 */
export function GuideNav({ domains, selected, onSelect }: GuideNavProps) {
  const level1 = useLevel1();
  const item = (id: string, label: string, detail?: React.ReactNode) => (
    <li key={id}>
      <button
        type="button"
        onClick={() => onSelect(id)}
        aria-current={selected === id ? 'page' : undefined}
        className={cn(
          'flex w-full items-center justify-between gap-3 rounded-md px-3 py-2.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
          selected === id ? 'bg-brand-50 font-medium text-brand-800' : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        <span className="min-w-0">{label}</span>
        {detail}
      </button>
    </li>
  );
  return (
    <nav aria-label="Guide sections">
      <ul className="flex flex-col gap-1">
        {item(OVERVIEW, 'Overview')}
        {domains.map((domain) =>
          item(
            domain.domainId,
            `${domain.shortName} - ${domain.domainName}`,
            <span className="flex shrink-0 items-center gap-1 text-xs text-slate-600">
              {domain.progressPercentage === 100 &&
                (level1.domainMet(domain.domainId) ? (
                  <CheckCircle2 aria-label="all practices MET" className="size-4 text-green-700" />
                ) : (
                  <CheckCircle2 aria-label="all marked complete" className="size-4 text-brand-600" />
                ))}
              {domain.progressPercentage}%
            </span>,
          ),
        )}
      </ul>
    </nav>
  );
}
