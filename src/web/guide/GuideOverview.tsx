import { Zap } from 'lucide-react';
import type { Control } from '../../contract/catalog';
import { Badge } from '../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import type { GuideContent } from './guide-level';
import { RequirementText } from './RequirementText';
import { TemplateList } from './TemplateList';

interface GuideOverviewProps {
  controls: Control[];
  domainCount: number;
  content: GuideContent;
}

export function GuideOverview({ controls, domainCount, content }: GuideOverviewProps) {
  const controlCount = controls.length;
  const level2 = content.level === 2;
  const facts = level2
    ? [
        { value: controlCount, label: 'Requirements' },
        { value: domainCount, label: 'Families' },
        {
          value: controls.reduce((sum, control) => sum + control.objectives.length, 0),
          label: 'Assessment objectives',
        },
      ]
    : [
        { value: controlCount, label: 'Total controls' },
        { value: domainCount, label: 'Control domains' },
        { value: 'Basic', label: 'Maturity (Level 1)' },
      ];
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Getting Started</CardTitle>
          {level2 ? (
            <CardDescription>
              CMMC Level 2 is what a defense contract asks for when you handle Controlled Unclassified
              Information (CUI): you meet the {controlCount} security requirements of NIST SP 800-171 Rev 2,
              in {domainCount} families, each checked against its assessment objectives from NIST SP 800-171A.
              For Level 2 (Self) you assess yourself at least every three years, enter your self-assessed SPRS
              score in SPRS and affirm it, and affirm again every year. Each requirement NOT MET lowers the
              score by 1, 3 or 5 points, and without a system security plan there is no score. A few
              requirements may go on a POA&amp;M for a Conditional status, which must be closed out within 180
              days.
            </CardDescription>
          ) : (
            <CardDescription>
              CMMC Level 1 is what a defense contract asks for when you handle Federal Contract Information
              but no Controlled Unclassified Information: you meet the 15 basic safeguarding requirements of
              FAR 52.204-21 (the {controlCount} practices here), assess yourself once a year and affirm the
              result in SPRS. Every objective must be met or not applicable: Level 1 allows no open items and
              no POA&amp;M.
            </CardDescription>
          )}
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
            {content.scopeNotes.map((note) => (
              <div key={note.title}>
                <dt className="text-sm font-medium text-slate-900">{note.title}</dt>
                <dd className="mt-1 text-sm text-slate-700">
                  <RequirementText text={note.description} />
                </dd>
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
            {content.quickWins.map((win) => (
              <li key={win.title} className="rounded-md border border-slate-200 p-4">
                <p className="flex items-start gap-2 text-sm font-medium text-slate-900">
                  <Zap aria-hidden className="mt-0.5 size-4 shrink-0 text-yellow-600" />
                  {win.title}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  <RequirementText text={win.description} />
                </p>
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
            {level2
              ? 'Written for Level 1 and still useful at Level 2: each says what to change. Fill them in, approve them, and upload the final versions as evidence.'
              : 'Fill these in, approve them, and upload the final versions as evidence.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TemplateList templates={content.templates} />
        </CardContent>
      </Card>
    </div>
  );
}
