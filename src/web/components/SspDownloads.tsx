import { FileCode2, FileDown, FileText, Loader2 } from 'lucide-react';
import type { Level } from '../../contract/level2';
import { sspDownloadsAt, useSspDownload, type SspDownloadKey } from '../lib/ssp-downloads';
import { SspRevisions } from './SspRevisions';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

/** What each file is, in one sentence (D32). */
const PLAN_SENTENCE: Record<Level, string> = {
  1: 'Made from the scope, its systems and each requirement’s implementation statement, to review and keep. Optional (beyond Level 1): Level 1 does not require one.',
  2: 'The plan NIST SP 800-171 r2 requirement 3.12.4 requires, made from the scope, its systems and each requirement’s implementation statement, to review and keep.',
};

const OSCAL_FILES: { key: SspDownloadKey; title: string; what: string; sentence: string }[] = [
  {
    key: 'oscalSsp',
    title: 'System security plan',
    what: 'system security plan',
    sentence: 'The same plan, for another tool to read.',
  },
  {
    key: 'oscalAssessmentResults',
    title: 'Assessment results',
    what: 'assessment results',
    sentence: 'The findings of the current cycle, one per assessment objective.',
  },
  {
    key: 'oscalPoam',
    title: 'POA&M',
    what: 'POA&M',
    sentence: 'The plan of action and milestones: the requirements not yet met and the plan to meet each.',
  },
];

function DownloadButton({
  label,
  what,
  busy,
  disabled,
  onClick,
}: {
  label: string;
  /** Said to screen readers after the label: which file, where the label does not say. */
  what?: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" size="sm" disabled={disabled} aria-busy={busy} onClick={onClick}>
      {busy ? <Loader2 aria-hidden className="animate-spin" /> : <FileDown aria-hidden />}
      {busy ? 'Preparing...' : label}
      {what && <span className="sr-only"> {what}</span>}
    </Button>
  );
}

/**
 * The system security plan (DOCX, PDF) and the OSCAL exports (JSON) of D32 on their own card,
 * with what each is: the organization's own, on the reports screen.
 */
export function SspDownloads({ level }: { level: Level }) {
  return (
    <Card className="print:hidden" data-testid="ssp-downloads">
      <CardHeader>
        <CardTitle>System security plan and OSCAL</CardTitle>
        <CardDescription>
          Made from your scope, findings and implementation statements at the moment you download.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SspDownloadList level={level} />
      </CardContent>
    </Card>
  );
}

/**
 * The same downloads as a list: on the card above, or, given `clientId`, a client's for staff
 * (made from the client's records at the moment they download), with the plan's approved
 * revisions (D36). The POA&M is Level 2's.
 */
export function SspDownloadList({ level, clientId }: { level: Level; clientId?: string }) {
  const download = useSspDownload(clientId);
  const offered = sspDownloadsAt(level);
  const pending = download.isPending ? download.variables : undefined;
  const button = (key: SspDownloadKey, label: string, what?: string) => (
    <DownloadButton
      label={label}
      what={what}
      busy={pending === key}
      disabled={pending === key}
      onClick={() => download.mutate(key)}
    />
  );
  return (
    <div className="flex flex-col gap-5" data-testid={clientId ? 'ssp-downloads' : undefined}>
      <section aria-labelledby="ssp-download-heading" className="flex flex-col gap-2">
        <div className="flex items-start gap-2">
          <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <div>
            <h3 id="ssp-download-heading" className="text-sm font-semibold text-slate-900">
              System security plan
            </h3>
            <p className="text-sm text-slate-600">{PLAN_SENTENCE[level]}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 pl-6">
          {button('sspDocx', 'Download the plan (DOCX)')}
          {button('sspPdf', 'Download the plan (PDF)')}
        </div>
      </section>
      <SspRevisions clientId={clientId} />
      <section aria-labelledby="oscal-download-heading" className="flex flex-col gap-2">
        <div className="flex items-start gap-2">
          <FileCode2 aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <div>
            <h3 id="oscal-download-heading" className="text-sm font-semibold text-slate-900">
              OSCAL exports (JSON)
            </h3>
            <p className="text-sm text-slate-600">
              OSCAL is NIST’s machine-readable format, for moving this data to other tools, such as a
              compliance platform or an assessor’s.
            </p>
          </div>
        </div>
        <ul className="flex flex-col divide-y divide-slate-200 pl-6">
          {OSCAL_FILES.filter((file) => offered.includes(file.key)).map((file) => (
            <li
              key={file.key}
              className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <p className="text-sm text-slate-700">
                <span className="font-medium text-slate-900">{file.title}.</span> {file.sentence}
              </p>
              <div className="shrink-0">{button(file.key, 'Download JSON', `of the OSCAL ${file.what}`)}</div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
