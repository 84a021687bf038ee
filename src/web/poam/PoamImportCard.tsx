import { useRef, useState } from 'react';
import type { OscalPoamImportSummary } from '../../contract/oscal-poam-import';
import { ImportRefusal, refusalOf, type Refusal } from '../components/OscalImportRefusal';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import {
  useOscalPoamImport,
  usePreviewOscalPoamImport,
  type OscalPoamDocument,
} from '../lib/oscal-poam-import';
import { toast } from '../lib/toast';
import { PoamImportDialog } from './PoamImportDialog';

/** The file chosen and its JSON, while its preview is shown. */
interface Chosen {
  fileName: string;
  document: OscalPoamDocument;
}

/** "2 items created and 1 updated, 1 unchanged, 2 skipped": what an import did, in its counts. */
export function poamImportedCounts({ counts }: Pick<OscalPoamImportSummary, 'counts'>): string {
  const written = [
    counts.create > 0 && `${counts.create} ${counts.create === 1 ? 'item' : 'items'} created`,
    counts.update > 0 && `${counts.update} updated`,
  ]
    .filter(Boolean)
    .join(' and ');
  return [
    written || 'nothing recorded',
    counts.unchanged > 0 && `${counts.unchanged} unchanged`,
    counts.skipped > 0 && `${counts.skipped} skipped`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * "Import POA&M items from OSCAL" (issue 40): the member chooses an OSCAL POA&M file, the browser
 * reads it and asks the server what it would create and update (`?preview=true`), and the preview
 * dialog imports it on confirmation. The page shows it to those who may write the POA&M (D27).
 */
export function PoamImportCard() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useState<{ fileName: string; summary: OscalPoamImportSummary } | null>(null);
  const preview = usePreviewOscalPoamImport();
  const importing = useOscalPoamImport();

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
    let document: OscalPoamDocument;
    try {
      document = JSON.parse(await file.text()) as OscalPoamDocument;
    } catch (error) {
      setReading(null);
      setRefusal({
        message: `${file.name} is not a JSON file (${error instanceof Error ? error.message : 'it cannot be read'}). Choose the POA&M JSON file your tool exported.`,
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
          title: 'POA&M imported',
          description: `From ${chosen.fileName}: ${poamImportedCounts(summary)}.`,
        });
      },
    });
  };

  return (
    <Card data-testid="poam-import">
      <CardHeader>
        <CardTitle>Import POA&M items from OSCAL</CardTitle>
        <CardDescription>
          An OSCAL plan of action and milestones, from this tool&apos;s export or another tool&apos;s: each
          item becomes the plan of a requirement assessed NOT MET, with its weakness, planned completion and
          milestones. You see what it creates, updates and skips first; nothing is recorded until you confirm.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="poam-import-file">POA&M file (.json)</Label>
          <Input
            id="poam-import-file"
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            disabled={reading !== null || importing.isPending}
            aria-describedby="poam-import-file-hint"
            onChange={(event) => void choose(event.target.files?.[0])}
            className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800 sm:max-w-md"
          />
          <p id="poam-import-file-hint" className="text-xs text-slate-600">
            Choosing the file shows what it would change; nothing is recorded yet.
          </p>
        </div>
        {/* Always present, so that what it says next is announced. */}
        <div role="status" className="text-sm text-slate-800 empty:hidden" data-testid="poam-import-status">
          {reading !== null ? (
            `Reading ${reading}...`
          ) : done ? (
            <p className="rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
              Imported from <span className="break-all">{done.fileName}</span>:{' '}
              {poamImportedCounts(done.summary)}.
            </p>
          ) : null}
        </div>
        {refusal && <ImportRefusal refusal={refusal} title="The file cannot be imported" />}
      </CardContent>
      {chosen && preview.data && (
        <PoamImportDialog
          fileName={chosen.fileName}
          summary={preview.data}
          importing={importing.isPending}
          refusal={importing.error ? refusalOf(importing.error) : null}
          onImport={confirm}
          onCancel={clearFile}
          returnFocusTo={() => fileInput.current}
        />
      )}
    </Card>
  );
}
