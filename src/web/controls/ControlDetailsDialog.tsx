import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { EVIDENCE_EXAMPLES_NOTE, EVIDENCE_EXAMPLES_NOTE_LEVEL2, type Control } from '../../contract/catalog';
import type { ImplementationStatus } from '../../contract/constants';
import { NOTES_MAX_LENGTH, type Implementation } from '../../contract/implementations';
import { STATUS_LABELS } from '../../contract/labels';
import { sprsValueLabel } from '../../contract/level2-findings';
import { GuidanceText } from '../components/GuidanceText';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice';
import { AssessmentSection } from './AssessmentSection';
import { openerId } from './control-address';
import { missingField, UnsavedFindingsPrompt } from '../components/UnsavedFindingsPrompt';
import { useFindingDrafts } from './use-finding-drafts';
import { ReviewHistory } from '../components/ReviewHistory';
import { StatusBadge } from '../components/StatusBadge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { Label } from '../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { Textarea } from '../components/ui/textarea';
import { useAssessment } from '../lib/assessment';
import { draftOwnerOf } from '../lib/finding-drafts';
import { useKnownUser } from '../lib/auth';
import { useCurrentCycle } from '../lib/cycles';
import { serverFieldErrors } from '../lib/errors';
import { useSaveImplementation } from '../lib/implementations';
import { useMemberMay } from '../lib/member-access';
import { useMembers } from '../lib/members';
import { SspEntryView } from '../components/SspEntryView';
import { memberName } from '../lib/plan-entry';
import { InheritanceFields } from './InheritanceFields';
import { SspEntryFields } from './SspEntryFields';
import { PlanEntryStatus } from './PlanEntryStatus';
import { useRecordDraft } from './use-record-draft';

interface ControlDetailsDialogProps {
  control: Control;
  implementation: Implementation | undefined;
  onClose: () => void;
}

const STATUS_BUTTONS: {
  status: ImplementationStatus;
  label: string;
  variant: 'outline' | 'secondary' | 'default';
}[] = [
  { status: 'not_started', label: STATUS_LABELS.not_started, variant: 'outline' },
  { status: 'in_progress', label: STATUS_LABELS.in_progress, variant: 'secondary' },
  { status: 'completed', label: 'Mark Complete', variant: 'default' },
];

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** D22: the status buttons stay free, but marking complete with objectives open says how many remain. */
function OpenObjectivesHint({ control }: { control: Control }) {
  const assessment = useAssessment();
  const practice = assessment.data?.practices.find((item) => item.controlId === control.id);
  if (!practice) return null;
  const open = practice.openLetters.length + practice.notMetLetters.length;
  if (open === 0) return null;
  return (
    <p className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-900" data-testid="open-objectives">
      {open} of {practice.objectives} {practice.objectives === 1 ? 'objective is' : 'objectives are'} not yet
      MET or N/A. You can still mark the control complete, but the{' '}
      {control.level === 2 ? 'requirement' : 'practice'} is MET only when every objective is.
    </p>
  );
}

/**
 * Closing the dialog saves the objective findings typed in it, as it saves the notes (issue 23);
 * one that cannot be saved (N/A without a justification, a Level 2 field it lacks) makes it ask
 * first: keep editing, or discard that finding and close.
 */
function useClosing(controlId: string, editable: boolean, onClose: () => void) {
  const drafts = useFindingDrafts(controlId, editable);
  const owner = draftOwnerOf(useKnownUser());
  const [tab, setTab] = useState('details');
  // Opens on an unsaved finding (one restored after an ended session, or after "Keep editing").
  const [openObjective, setOpenObjective] = useState(
    () => drafts.unsavable()[0] ?? drafts.firstPending() ?? '',
  );
  const [asking, setAsking] = useState<{ objectiveIds: string[]; then: () => void } | null>(null);
  const [askedAbout, setAskedAbout] = useState<string[]>([]);
  /** Asks about the findings that cannot be saved before doing `then`; true when it asked. */
  const asks = (then: () => void): boolean => {
    const objectiveIds = drafts.unsavable();
    if (objectiveIds.length > 0) setAsking({ objectiveIds, then });
    return objectiveIds.length > 0;
  };
  return {
    tab,
    setTab,
    openObjective,
    setOpenObjective,
    askedAbout,
    asks,
    /** Closes, unless it asks first; the notes and the savable findings are saved as it closes. */
    close: () => {
      if (!asks(onClose)) onClose();
    },
    /** A restored finding that cannot be saved as it is: the cursor starts in the field it lacks. */
    focusOnOpen: (event: Event) => {
      const field = drafts.unsavable().map(missingField)[0];
      if (!field) return;
      event.preventDefault();
      field.focus();
    },
    prompt: (
      <UnsavedFindingsPrompt
        objectiveIds={asking?.objectiveIds ?? []}
        owner={owner}
        onKeepEditing={() => {
          if (!asking) return;
          setAsking(null);
          setTab('details');
          setOpenObjective(asking.objectiveIds[0]!);
          setAskedAbout(asking.objectiveIds);
        }}
        onDiscard={() => {
          if (!asking) return;
          drafts.discard(asking.objectiveIds);
          setAsking(null);
          asking.then();
        }}
      />
    ),
  };
}

/** The saved notes as a viewer reads them (D27): text, not a field that refuses to save. */
function ReadOnlyNotes({ notes }: { notes: string }) {
  return (
    <section aria-labelledby="implementation-notes-heading" className="flex flex-col gap-1.5">
      <h3 id="implementation-notes-heading" className="text-sm font-medium text-slate-900">
        Implementation Notes
      </h3>
      <p className="whitespace-pre-line break-words rounded-md bg-slate-50 p-3 text-sm text-slate-800">
        {notes || 'No notes yet.'}
      </p>
    </section>
  );
}

export function ControlDetailsDialog({ control, implementation, onClose }: ControlDetailsDialogProps) {
  // A viewer reads the control, its findings and notes; the fields and buttons are for editors (D27).
  const editable = useMemberMay('implementation:write:own');
  const record = useRecordDraft(control, implementation, editable);
  const { notes, restored, change } = record;
  const closing = useClosing(control.id, editable, onClose);
  const [, navigate] = useLocation();
  const save = useSaveImplementation();
  const members = useMembers();
  const systems = useCurrentCycle().data?.cycle.scope.systems;
  const status = implementation?.status ?? 'not_started';
  const setStatus = (next: ImplementationStatus) => {
    const entry = record.entry;
    save.mutate(
      { controlId: control.id, status: next, notes, ...record.entryChanges() },
      {
        onSuccess: () => {
          record.markSent(notes, entry);
          closing.close();
        },
      },
    );
  };
  /** A link out of the dialog: it closes first (asking about unsavable findings), then goes. */
  const leaveFor = (href: string) => (event: React.MouseEvent) => {
    if (closing.asks(() => navigate(href))) event.preventDefault();
  };
  const evidenceHref = `/evidence?control=${encodeURIComponent(control.id)}`;
  const saveRule = restored
    ? 'These are the notes you had not saved yet. They are saved when you close this dialog.'
    : 'Saved with a status below, or when you close this dialog.';

  return (
    <Dialog open onOpenChange={(open) => !open && closing.close()}>
      <DialogContent
        title={`${control.controlNumber} - ${control.title}`}
        className="max-w-3xl"
        returnFocusTo={() => document.getElementById(openerId(control.id))}
        onOpenAutoFocus={closing.focusOnOpen}
      >
        <ReadOnlyNotice className="mb-4" />
        <Tabs value={closing.tab} onValueChange={closing.setTab}>
          <TabsList>
            <TabsTrigger value="details">Control Details</TabsTrigger>
            <TabsTrigger value="guidance">Implementation Guidance</TabsTrigger>
            <TabsTrigger value="evidence">Required Evidence</TabsTrigger>
          </TabsList>
          <TabsContent value="details" className="flex flex-col gap-4">
            <p className="text-sm leading-relaxed text-slate-800">{control.description}</p>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Fact term={control.level === 2 ? 'Family' : 'Domain'}>
                {control.domain.name} ({control.domain.shortName})
              </Fact>
              {control.level === 2 ? (
                // D29: the Level 1 fields are null here; the NIST number and the score's value stand in.
                <Fact term="SPRS value">{sprsValueLabel(control.nistReference)}</Fact>
              ) : (
                <>
                  <Fact term="2024 rule identifier (32 CFR 170)">{control.identifier2024}</Fact>
                  <Fact term="FAR clause">{control.farReference}</Fact>
                </>
              )}
              <Fact term="NIST SP 800-171 Rev 2">{control.nistReference}</Fact>
            </dl>
            <AssessmentSection
              control={control}
              openObjective={closing.openObjective}
              onOpenObjective={closing.setOpenObjective}
              askedAbout={closing.askedAbout}
              readOnly={!editable}
            />
          </TabsContent>
          <TabsContent value="guidance">
            <GuidanceText text={control.implementationGuidance} />
          </TabsContent>
          <TabsContent value="evidence" className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">
              {control.level === 2 ? EVIDENCE_EXAMPLES_NOTE_LEVEL2 : EVIDENCE_EXAMPLES_NOTE}
            </p>
            <ul className="ml-5 flex list-disc flex-col gap-1.5 text-sm text-slate-800">
              {control.requiredEvidence.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <Button asChild variant="outline" className="self-start">
              <Link href={evidenceHref} onClick={leaveFor(evidenceHref)}>
                <FolderOpen aria-hidden />
                {editable ? 'Manage Evidence for this Control' : 'See the Evidence for this Control'}
              </Link>
            </Button>
          </TabsContent>
        </Tabs>

        <div className="mt-6 flex flex-col gap-4 border-t border-slate-200 pt-5">
          <ReviewHistory implementation={implementation} />
          {editable ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="implementation-notes">Implementation Notes</Label>
              <Textarea
                id="implementation-notes"
                value={notes}
                maxLength={NOTES_MAX_LENGTH}
                onChange={(event) => change(event.target.value)}
                placeholder="Add notes about your implementation progress..."
                aria-describedby="implementation-notes-hint"
              />
              <p id="implementation-notes-hint" className="text-xs text-slate-600">
                {saveRule}
              </p>
            </div>
          ) : (
            <ReadOnlyNotes notes={notes} />
          )}
          <PlanEntryStatus control={control} implementation={implementation} />
          {editable ? (
            <SspEntryFields
              level={control.level}
              entry={record.entry}
              onChange={record.changeEntry}
              members={members.data}
              systems={systems}
              errors={serverFieldErrors(save.error)}
              onOpenScope={leaveFor('/assessment#scope')}
              saveRule="Saved with a status below, or when you close this dialog."
            />
          ) : (
            <SspEntryView
              entry={record.entry}
              responsibleName={memberName(members.data, record.entry.responsibleUserId)}
              systems={systems}
            />
          )}
          {editable && <InheritanceFields requirementId={control.id} />}
          {editable && <OpenObjectivesHint control={control} />}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm text-slate-700">
              Current status: <StatusBadge status={status} />
            </p>
            {editable && (
              <div className="grid grid-cols-1 gap-2 sm:flex" role="group" aria-label="Set status">
                {STATUS_BUTTONS.map((button) => (
                  <Button
                    key={button.status}
                    variant={button.variant}
                    disabled={save.isPending}
                    aria-pressed={status === button.status}
                    onClick={() => setStatus(button.status)}
                  >
                    {button.label}
                  </Button>
                ))}
              </div>
            )}
          </div>
        </div>
        {closing.prompt}
      </DialogContent>
    </Dialog>
  );
}
