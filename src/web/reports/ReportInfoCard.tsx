import type { ReactNode } from 'react';
import { formatDate } from '../../contract/format';
import { reportTypeOf } from '../../contract/report';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { PRINT_CARD } from './print';

/** What the report is, when it was made and what it covers. */
export function ReportInfoCard({
  generatedAt,
  controls,
  level,
}: {
  generatedAt: Date;
  controls: number;
  level: 1 | 2;
}) {
  const facts: [string, ReactNode][] = [
    ['Report type', reportTypeOf(level)],
    ['Generated on', formatDate(generatedAt)],
    [
      'Scope',
      <>
        {level === 2
          ? `${controls} security requirements of NIST SP 800-171 Rev 2`
          : `${controls} foundational controls`}
      </>,
    ],
  ];
  return (
    <Card className={PRINT_CARD}>
      <CardHeader>
        <CardTitle>Report Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
