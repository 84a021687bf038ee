import { FolderOpen, ListChecks } from 'lucide-react';
import { Link } from 'wouter';
import {
  EVIDENCE_EXAMPLES_NOTE,
  EVIDENCE_EXAMPLES_NOTE_LEVEL2,
  type Control,
  type Domain,
} from '../../contract/catalog';
import type { Implementation } from '../../contract/implementations';
import type { DomainProgress } from '../../contract/progress';
import { progressTone } from '../../contract/progress-tone';
import { GuidanceText } from '../components/GuidanceText';
import { StatusBadge } from '../components/StatusBadge';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { ProgressBar } from '../components/ui/progress';
import { pointsLabel, type GuideContent } from './guide-level';
import { RequirementText } from './RequirementText';
import { TemplateList } from './TemplateList';
import { useLevel1 } from '../lib/assessment';
import { useMemberMay } from '../lib/member-access';

interface GuideDomainProps {
  domain: Domain;
  progress: DomainProgress | undefined;
  controls: Control[];
  implementations: Map<string, Implementation>;
  content: GuideContent;
}

/** The words for a domain and its controls: Level 2 calls them families and requirements (D29). */
const WORDS = {
  1: { controls: 'controls', listed: 'Controls in this domain', templates: 'Templates for this domain' },
  2: {
    controls: 'requirements',
    listed: 'Requirements in this family',
    templates: 'Templates for this family',
  },
} as const;

export function GuideDomain({ domain, progress, controls, implementations, content }: GuideDomainProps) {
  const steps = content.steps[domain.shortName] ?? [];
  const templates = content.templates.filter((template) => template.domains.includes(domain.shortName));
  const words = WORDS[content.level];
  const percent = progress?.progressPercentage ?? 0;
  const level1 = useLevel1();
  // A viewer opens the evidence to read it (D27).
  const mayUpload = useMemberMay('evidence:upload:own');
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">
            {domain.shortName} - {domain.name}
          </CardTitle>
          <CardDescription>{domain.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="mb-1.5 flex justify-between text-sm">
            <span className="text-slate-700">
              {progress?.completedControls ?? 0} of {progress?.totalControls ?? controls.length}{' '}
              {words.controls} completed
            </span>
            <span className="font-semibold text-slate-900">{percent}%</span>
          </div>
          <ProgressBar
            value={percent}
            tone={progressTone(percent, level1.domainMet(domain.id))}
            label={`${domain.name} progress`}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Implementation Steps</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-4">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                  {index + 1}
                </span>
                <div>
                  <p className="text-sm font-medium text-slate-900">{step.title}</p>
                  <p className="mt-0.5 text-sm text-slate-700">
                    <RequirementText text={step.description} />
                  </p>
                  {step.requirements && (
                    <p className="mt-1 text-xs text-slate-600">
                      Requirements:{' '}
                      <span className="font-mono">
                        <RequirementText text={step.requirements.join(', ')} />
                      </span>
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{words.listed}</CardTitle>
        </CardHeader>
        <CardContent>
          <Accordion type="multiple">
            {controls.map((control) => (
              <AccordionItem key={control.id} value={control.id}>
                <AccordionTrigger>
                  <span className="flex min-w-0 flex-wrap items-center gap-2">
                    <span className="font-mono">{control.controlNumber}</span>
                    <span>{control.title}</span>
                    <StatusBadge status={implementations.get(control.id)?.status ?? 'not_started'} />
                    {control.points !== null && <Badge tone="neutral">{pointsLabel(control.points)}</Badge>}
                  </span>
                </AccordionTrigger>
                <AccordionContent className="flex flex-col gap-4">
                  <p className="text-slate-800">{control.description}</p>
                  <div>
                    <h3 className="mb-2 font-semibold text-slate-900">Implementation guidance</h3>
                    <GuidanceText text={control.implementationGuidance} />
                  </div>
                  <div>
                    <h3 className="mb-2 font-semibold text-slate-900">Required evidence</h3>
                    {content.level === 2 ? (
                      <p className="mb-2 text-sm text-slate-700">{EVIDENCE_EXAMPLES_NOTE_LEVEL2}</p>
                    ) : (
                      <p className="mb-2 text-sm text-slate-700">{EVIDENCE_EXAMPLES_NOTE}</p>
                    )}
                    <ul className="ml-5 flex list-disc flex-col gap-1 text-slate-800">
                      {control.requiredEvidence.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild size="sm">
                      <Link href={`/controls?control=${encodeURIComponent(control.id)}`}>
                        <ListChecks aria-hidden />
                        View in Controls Checklist
                      </Link>
                    </Button>
                    <Button asChild size="sm" variant="outline">
                      <Link href={`/evidence?control=${encodeURIComponent(control.id)}`}>
                        <FolderOpen aria-hidden />
                        {mayUpload ? 'Manage Evidence' : 'See the Evidence'}
                      </Link>
                    </Button>
                  </div>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </CardContent>
      </Card>

      {templates.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{words.templates}</CardTitle>
          </CardHeader>
          <CardContent>
            <TemplateList templates={templates} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
