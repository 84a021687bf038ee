import { Info, Upload } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { EVIDENCE_EXTENSIONS } from '../../contract/constants';
import type { EvidenceFile } from '../../contract/evidence';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Skeleton } from '../components/ui/skeleton';
import { useControls } from '../lib/catalog';
import { useEvidence } from '../lib/evidence';
import { useMemberMay } from '../lib/member-access';
import { useSettings } from '../lib/settings';
import { EvidenceCard } from './EvidenceCard';
import { EvidenceUploader } from './EvidenceUploader';
import { PreviewDialog } from '../components/PreviewDialog';
import { UploadEvidenceCard } from './UploadEvidenceCard';

const ALL = 'all';
/** The list of files: where focus goes after the multi-file uploader when its opener is gone. */
const FILES_ID = 'evidence-files';
const FORMATS = EVIDENCE_EXTENSIONS.filter((extension) => extension !== 'jpeg')
  .map((extension) => extension.toUpperCase())
  .join(', ');

/** `/evidence`, with `?control=` choosing the control (linked from the checklist and the guide). */
export function EvidencePage() {
  const [params, setParams] = useSearchParams();
  const controls = useControls();
  const controlParam = params.get('control');
  const selected = controls.data?.find((control) => control.id === controlParam) ?? null;
  const evidence = useEvidence(selected?.id ?? null);
  const [previewing, setPreviewing] = useState<EvidenceFile | null>(null);
  /** The control the multi-file uploader is open for. */
  const [uploaderFor, setUploaderFor] = useState<string | null>(null);
  const uploaderControl = controls.data?.find((control) => control.id === uploaderFor);
  const settings = useSettings();
  // A viewer reads and downloads the files; uploading is an editor's (D27).
  const mayUpload = useMemberMay('evidence:upload:own');
  const choose = (value: string) => setParams(value === ALL ? {} : { control: value }, { replace: true });

  return (
    <>
      <PageHeader title="Evidence Library" subtitle="Upload and manage compliance evidence documents" />
      <ReadOnlyNotice className="mb-6" />
      <div className="mb-6">
        <ChoiceSelect
          value={selected?.id ?? ALL}
          onChange={choose}
          label="Filter by control"
          className="w-full sm:w-[28rem]"
          choices={[
            { value: ALL, label: 'All Controls' },
            ...(controls.data ?? []).map((control) => ({
              value: control.id,
              label: `${control.controlNumber} - ${control.title}`,
            })),
          ]}
        />
      </div>

      {!selected && (
        <div className="mb-6 flex items-start gap-3 rounded-md border border-brand-100 bg-brand-50 p-4 text-sm text-brand-800">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {mayUpload ? (
            <p>
              Choose a specific control above to see its evidence, or choose one in the upload form to add
              files to it. Supported formats: {FORMATS}.
            </p>
          ) : (
            <p>Choose a specific control above to see its evidence.</p>
          )}
        </div>
      )}

      <div
        className={mayUpload ? 'grid grid-cols-1 gap-6 xl:grid-cols-[1fr_22rem]' : 'grid grid-cols-1 gap-6'}
      >
        <section
          id={FILES_ID}
          tabIndex={-1}
          aria-label="Evidence files"
          className="min-w-0 focus:outline-none"
        >
          {evidence.isLoading || controls.isLoading ? (
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              <Skeleton className="h-40" />
              <Skeleton className="h-40" />
            </div>
          ) : evidence.isError ? (
            <LoadError errors={[evidence.error]}>Failed to fetch evidence files</LoadError>
          ) : !evidence.data?.length ? (
            <Card className="flex flex-col items-center gap-3 p-10 text-center">
              <h2 className="text-lg font-semibold text-slate-900">No evidence files found</h2>
              <p className="text-sm text-slate-600">
                {selected
                  ? `Nothing has been uploaded for ${selected.controlNumber} yet.`
                  : 'Nothing has been uploaded yet.'}
              </p>
              {selected && mayUpload && (
                <Button onClick={() => setUploaderFor(selected.id)}>
                  <Upload aria-hidden />
                  Upload First Evidence File
                </Button>
              )}
            </Card>
          ) : (
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {evidence.data.map((file) => (
                <EvidenceCard
                  key={file.id}
                  file={file}
                  controls={controls.data ?? []}
                  onView={() => setPreviewing(file)}
                />
              ))}
            </div>
          )}
        </section>
        {controls.data && settings && mayUpload && (
          <UploadEvidenceCard
            key={selected?.id ?? ALL}
            controls={controls.data}
            initialControlId={selected?.id ?? null}
            settings={settings}
            onUploadSeveral={setUploaderFor}
          />
        )}
      </div>

      {previewing && <PreviewDialog file={previewing} onClose={() => setPreviewing(null)} />}
      {uploaderControl && settings && (
        <EvidenceUploader
          control={uploaderControl}
          settings={settings}
          onClose={() => setUploaderFor(null)}
          returnFocusTo={() => document.getElementById(FILES_ID)}
        />
      )}
    </>
  );
}
