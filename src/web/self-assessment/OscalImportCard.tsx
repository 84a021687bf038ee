import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { OscalImportSummary } from '../../contract/oscal-import';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { useCurrentCycle } from '../lib/cycles';
import { useMemberMay } from '../lib/member-access';
import { useOscalImport, usePreviewOscalImport, type OscalDocument } from '../lib/oscal-import';
import { toast } from '../lib/toast';
import { OscalImportDialog } from './OscalImportDialog';
import { ImportRefusal, refusalOf, type Refusal } from '../components/OscalImportRefusal';
import { AskAnOwner } from './who-may';

/** The file chosen and its JSON, while its preview is shown. */
interface Chosen {
  fileName: string;
  document: OscalDocument;
}

/** "2 new and 1 changed recorded, 1 unchanged, 1 skipped": what an import did, in its counts. */
export function importedCounts({ counts }: Pick<OscalImportSummary, 'counts'>): string {
  const recorded = [counts.new > 0 && `${counts.new} new`, counts.changed > 0 && `${counts.changed} changed`]
    .filter(Boolean)
    .join(' and ');
  return [
    recorded ? `${recorded} recorded` : 'nothing recorded',
    counts.unchanged > 0 && `${counts.unchanged} unchanged`,
    counts.skipped > 0 && `${counts.skipped} skipped`,
  ]
    .filter(Boolean)
    .join(', ');
}

const DESCRIPTION =
  'OSCAL assessment results are NIST’s machine-readable format for assessment findings: import a file from this tool’s OSCAL export, or from another tool using the NIST SP 800-171A objectives, to bring its findings, methods and notes into this cycle (not its evidence files). An OSCAL system security plan brings the requirements it states not applicable. Ids this level’s catalog does not know are skipped and listed; you see what the file changes first, and nothing is recorded until you confirm.';

/**
 * "Import findings from OSCAL" (D32, issue 27 item 4): the member chooses an assessment-results
 * JSON file, the browser reads it and asks the server what it would change (`?preview=true`),
 * and the preview dialog imports it on confirmation. Offered to owners and editors while the cycle
 * is open, as every findings write is (D27); a viewer meets no such control (the page's read-only
 * notice says why). An affirmed cycle is frozen (D23): the card says to start the next one.
 */
export function OscalImportCard() {
  const current = useCurrentCycle().data;
  const mayWrite = useMemberMay('implementation:write:own');
  const mayStartCycle = useMemberMay('cycle:manage:own');
  const fileInput = useRef<HTMLInputElement>(null);
  const frozenNote = useRef<HTMLParagraphElement>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useState<{ fileName: string; summary: OscalImportSummary } | null>(null);
  const preview = usePreviewOscalImport();
  const importing = useOscalImport();
  if (!current || !mayWrite) return null;
  const { cycle } = current;
  const affirmed = cycle.status === 'affirmed';

  const clearFile = () => {
    setChosen(null);
    preview.reset();
    importing.reset();
    if (fileInput.current) fileInput.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    setRefusal(null);
    setDone(null);
    setChosen(null);
    preview.reset();
    importing.reset();
    if (!file) return;
    setReading(file.name);
    let document: OscalDocument;
    try {
      document = JSON.parse(await file.text()) as OscalDocument;
    } catch (error) {
      setReading(null);
      setRefusal({
        message: `${file.name} is not a JSON file (${error instanceof Error ? error.message : 'it cannot be read'}). Choose the assessment-results or system security plan JSON file your tool exported.`,
        details: [],
      });
      return;
    }
    preview.mutate(document, {
      onSuccess: () => setChosen({ fileName: file.name, document }),
      onError: (error) => setRefusal(refusalOf(error)),
      onSettled: () => setReading(null),
    });
  };

  const confirm = () => {
    if (!chosen) return;
    importing.mutate(chosen.document, {
      onSuccess: (summary) => {
        setDone({ fileName: chosen.fileName, summary });
        clearFile();
        toast({
          title: 'Findings imported',
          description: `From ${chosen.fileName}: ${importedCounts(summary)}.`,
        });
      },
    });
  };

  return (
    <Card data-testid="oscal-import">
      <CardHeader>
        <CardTitle>Import findings from OSCAL</CardTitle>
        <CardDescription>{DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {affirmed ? (
          <p
            ref={frozenNote}
            // Focus lands here when the cycle was affirmed while the preview was open.
            tabIndex={-1}
            className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800 focus:outline-none"
            data-testid="oscal-import-frozen"
          >
            Cycle {cycle.number} is affirmed and frozen: findings are imported into an open cycle only.{' '}
            {mayStartCycle ? (
              <>Start cycle {cycle.number + 1} above, then import the file into it.</>
            ) : (
              <>
                Starting cycle {cycle.number + 1} is an owner’s step: <AskAnOwner to="to start it" />, then
                import the file into it.
              </>
            )}
          </p>
        ) : (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="oscal-import-file">Assessment-results or system security plan file (.json)</Label>
            <Input
              id="oscal-import-file"
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              disabled={reading !== null || importing.isPending}
              aria-describedby="oscal-import-file-hint"
              onChange={(event) => void choose(event.target.files?.[0])}
              className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800 sm:max-w-md"
            />
            <p id="oscal-import-file-hint" className="text-xs text-slate-600">
              Choosing the file shows what it would change; nothing is recorded yet.
            </p>
          </div>
        )}
        {/* Always present, so that what it says next is announced. */}
        <div role="status" className="text-sm text-slate-800 empty:hidden" data-testid="oscal-import-status">
          {reading !== null ? (
            `Reading ${reading}...`
          ) : done ? (
            <p className="rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
              Imported from <span className="break-all">{done.fileName}</span>: {importedCounts(done.summary)}
              .{' '}
              <Link href="/controls" className="font-medium underline underline-offset-2">
                Review them in the Controls Checklist
              </Link>
              .
            </p>
          ) : null}
        </div>
        {refusal && <ImportRefusal refusal={refusal} title="The file cannot be imported" />}
      </CardContent>
      {chosen && preview.data && (
        <OscalImportDialog
          fileName={chosen.fileName}
          summary={preview.data}
          importing={importing.isPending}
          refusal={importing.error ? refusalOf(importing.error) : null}
          onImport={confirm}
          onCancel={clearFile}
          returnFocusTo={() => fileInput.current ?? frozenNote.current}
        />
      )}
    </Card>
  );
}
