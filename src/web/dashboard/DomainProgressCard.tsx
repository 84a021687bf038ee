import { useState } from 'react';
import type { Level } from '../../contract/level2';
import type { DomainProgress } from '../../contract/progress';
import { percentOf, progressTone } from '../../contract/progress-tone';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { ProgressBar } from '../components/ui/progress';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { useLevel1 } from '../lib/assessment';

const ALL = 'all';

/**
 * 'Compliance Progress by Domain' (Level 1's six domains), or by family (Level 2's fourteen
 * families of NIST SP 800-171, D29); the select narrows the list to one (D14).
 */
export function DomainProgressCard({ domains, level }: { domains: DomainProgress[]; level: Level }) {
  const [selected, setSelected] = useState(ALL);
  const level1 = useLevel1();
  const shown = selected === ALL ? domains : domains.filter((domain) => domain.domainId === selected);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>
          {level === 2 ? 'Compliance Progress by Family' : 'Compliance Progress by Domain'}
        </CardTitle>
        <ChoiceSelect
          value={selected}
          onChange={setSelected}
          label={level === 2 ? 'Show families' : 'Show domains'}
          className="w-full sm:w-56"
          choices={[
            { value: ALL, label: level === 2 ? 'All families' : 'All domains' },
            ...domains.map((domain) => ({
              value: domain.domainId,
              label: `${domain.shortName} - ${domain.domainName}`,
            })),
          ]}
        />
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-5">
          {shown.map((domain) => {
            // D28: a domain's bar counts its objectives MET or N/A; green only with Level 1 MET.
            const percentage = percentOf(domain.objectivesMet, domain.objectivesTotal);
            return (
              <li key={domain.domainId}>
                <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-900">
                    {domain.domainName}{' '}
                    <span className="font-normal text-slate-600">({domain.shortName})</span>
                  </span>
                  <span className="shrink-0 font-semibold text-slate-900">{percentage}%</span>
                </div>
                <ProgressBar
                  value={percentage}
                  tone={progressTone(percentage, level1.domainMet(domain.domainId))}
                  label={`${domain.domainName} progress`}
                />
                <p className="mt-1 text-xs text-slate-600">
                  {domain.objectivesMet} of {domain.objectivesTotal} objectives MET or N/A
                </p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
