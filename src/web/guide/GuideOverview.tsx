import { Zap } from 'lucide-react';
import { GUIDE_TEMPLATES, QUICK_WINS, SCOPE_NOTES } from '../../contract/guide-content';
import { Badge } from '../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { TemplateList } from './TemplateList';

interface GuideOverviewProps {
  controlCount: number;
  domainCount: number;
}

export function GuideOverview({ controlCount, domainCount }: GuideOverviewProps) {
  const facts = [
    { value: controlCount, label: 'Total controls' },
    { value: domainCount, label: 'Control domains' },
    { value: 'Basic', label: 'Maturity (Level 1)' },
  ];
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Getting Started</CardTitle>
          <CardDescription>
            CMMC Level 1 is what a defense contract asks for when you handle Federal Contract Information but
            no Controlled Unclassified Information: you meet the 15 basic safeguarding requirements of FAR
            52.204-21 (the {controlCount} practices here), assess yourself once a year and affirm the result
            in SPRS. Every objective must be met or not applicable: Level 1 allows no open items and no
            POA&amp;M.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-3 gap-3">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-md bg-brand-50 p-3 text-center">
                <dd className="text-2xl font-bold text-brand-800">{fact.value}</dd>
                <dt className="text-xs text-slate-700">{fact.label}</dt>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <Card data-testid="assessment-covers">
        <CardHeader>
          <CardTitle>What Your Assessment Covers</CardTitle>
          <CardDescription>Decide this first: the scope is what you assess and affirm.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-4">
            {SCOPE_NOTES.map((note) => (
              <div key={note.title}>
                <dt className="text-sm font-medium text-slate-900">{note.title}</dt>
                <dd className="mt-1 text-sm text-slate-700">{note.description}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <Card data-testid="quick-wins">
        <CardHeader>
          <CardTitle>Quick Wins</CardTitle>
          <CardDescription>Small steps that move you forward fast.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {QUICK_WINS.map((win) => (
              <li key={win.title} className="rounded-md border border-slate-200 p-4">
                <p className="flex items-start gap-2 text-sm font-medium text-slate-900">
                  <Zap aria-hidden className="mt-0.5 size-4 shrink-0 text-yellow-600" />
                  {win.title}
                </p>
                <p className="mt-1 text-sm text-slate-700">{win.description}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Badge tone="neutral">Effort: {win.effort}</Badge>
                  <Badge tone="green">Impact: {win.impact}</Badge>
                  <Badge tone="brand">{win.domain}</Badge>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Templates and Tools</CardTitle>
          <CardDescription>
            Fill these in, approve them, and upload the final versions as evidence.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TemplateList templates={GUIDE_TEMPLATES} />
        </CardContent>
      </Card>
    </div>
  );
}
