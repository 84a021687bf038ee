import type { ReactNode } from 'react';
import { formatDate } from '../../contract/format';
import { REPORT_TYPE } from '../../contract/report';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { PRINT_CARD } from './print';

/** What the report is, when it was made and what it covers. */
export function ReportInfoCard({ generatedAt, controls }: { generatedAt: Date; controls: number }) {
  const facts: [string, ReactNode][] = [
    ['Report type', REPORT_TYPE],
    ['Generated on', formatDate(generatedAt)],
    ['Scope', <>{controls} foundational controls</>],
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
