import { useEffect, useRef, useState } from 'react';
import type { Scope, ScopeInput } from '../../contract/cycles';
import type { Level } from '../../contract/level2';
import type { Member } from '../../contract/organizations';
import {
  INVENTORY_TEXT_MAX,
  SSP_PEOPLE_FILES,
  SSP_PEOPLE_ROLES,
  type SspPeopleFile,
  type SspPeopleRole,
} from '../../contract/ssp-people';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Textarea } from '../components/ui/textarea';
import { useSaveScope } from '../lib/cycles';
import { serverFieldErrors } from '../lib/errors';
import { useEvidence } from '../lib/evidence';
import { useMembers } from '../lib/members';
import {
  interconnectionDrafts,
  InterconnectionsEditor,
  type InterconnectionDraft,
} from './InterconnectionsEditor';

const NONE = 'none';
/** A locked field reads as text on grey, legible, not as a faded placeholder (ScopeCard's look). */
const LOCKED = 'disabled:bg-slate-50 disabled:text-slate-800 disabled:opacity-100';

const ROLE_HINTS: Record<SspPeopleRole, string> = {
  systemOwnerUserId: 'Answers for the system and its plan.',
  securityContactUserId:
    'Whom to call about the system’s security (NIST’s plan template calls it the system security officer).',
  affirmingOfficialUserId:
    'A member allowed to affirm (32 CFR 170.22). The affirmation itself is made by the official, signed in as themselves.',
};

const fileHints = (level: Level): Record<SspPeopleFile, string> => ({
  hardwareEvidenceId:
    'An inventory kept as a file of your evidence (a spreadsheet export), beside or instead of the list.',
  softwareEvidenceId: 'An inventory kept as a file of your evidence, beside or instead of the list.',
  diagramEvidenceId: `How the network is laid out and where ${level === 1 ? 'the contract information' : 'CUI'} flows: upload it to your evidence first (a PNG or JPEG picture suits the plan best), then choose it here.`,
});

/** A count as typed: empty is "not stated"; anything but a whole number goes as typed, for the server's message. */
const countInput = (text: string): number | null => {
  const trimmed = text.trim().replace(/,/g, '');
  if (!trimmed) return null;
  return (/^\d+$/.test(trimmed) ? Number(trimmed) : trimmed) as number;
};
const countText = (value: number | null) => (value === null ? '' : String(value));

interface Draft {
  roles: Record<SspPeopleRole, string | null>;
  files: Record<SspPeopleFile, string | null>;
  userCount: string;
  privilegedUserCount: string;
  hardwareList: string;
  softwareList: string;
  interconnections: InterconnectionDraft[];
}

const draftOf = (scope: Scope): Draft => ({
  roles: {
    systemOwnerUserId: scope.systemOwnerUserId,
    securityContactUserId: scope.securityContactUserId,
    affirmingOfficialUserId: scope.affirmingOfficialUserId,
  },
  files: {
    hardwareEvidenceId: scope.hardwareEvidenceId,
    softwareEvidenceId: scope.softwareEvidenceId,
    diagramEvidenceId: scope.diagramEvidenceId,
  },
  userCount: countText(scope.userCount),
  privilegedUserCount: countText(scope.privilegedUserCount),
  hardwareList: scope.hardwareList,
  softwareList: scope.softwareList,
  interconnections: interconnectionDrafts(scope.interconnections),
});

const inputOf = (draft: Draft): ScopeInput => ({
  ...draft.roles,
  ...draft.files,
  userCount: countInput(draft.userCount),
  privilegedUserCount: countInput(draft.privilegedUserCount),
  hardwareList: draft.hardwareList,
  softwareList: draft.softwareList,
  interconnections: draft.interconnections.map(({ key: _key, ...one }) => ({
    system: one.system.trim(),
    otherParty: one.otherParty.trim(),
    kind: one.kind.trim(),
    agreement: one.agreement.trim(),
    data: one.data.trim(),
  })),
});

/** The choices of a member field: nobody, the members (the affirming official among those who may affirm), one who left. */
function memberChoices(role: SspPeopleRole, members: readonly Member[] | undefined, current: string | null) {
  const eligible = (members ?? []).filter(
    (member) => role !== 'affirmingOfficialUserId' || (member.canAffirm && member.role !== 'viewer'),
  );
  const known = current === null || eligible.some((member) => member.userId === current);
  return [
    { value: NONE, label: 'No one named' },
    ...eligible.map((member) => ({ value: member.userId, label: member.name })),
    ...(known || current === null
      ? []
      : [{ value: current, label: members === undefined ? 'Loading...' : 'A former member' }]),
  ];
}

/**
 * The plan's people and system (D36): system owner, security contact and affirming official
 * (members), the users and privileged users, the hardware and software (a list, an inventory
 * file, or both), the network and data-flow diagram, and the interconnections. NIST's SP 800-171
 * SSP template asks for each. Saved with the scope (PUT /api/assessment/scope), on its own button;
 * read only once the cycle is frozen, and for a viewer (D27).
 */
export function SspPeopleCard({
  scope,
  frozen,
  readOnly,
  level,
}: {
  scope: Scope;
  frozen: boolean;
  readOnly: boolean;
  level: Level;
}) {
  const locked = frozen || readOnly;
  const [draft, setDraft] = useState(() => draftOf(scope));
  const members = useMembers();
  const evidence = useEvidence(null);
  const save = useSaveScope();
  const form = useRef<HTMLFormElement>(null);
  const errors = serverFieldErrors(save.error);
  useEffect(() => {
    if (save.error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [save.error]);
  const files = evidence.data ?? [];
  const fileChoices = (current: string | null) => [
    { value: NONE, label: 'No file' },
    ...files.map((file) => ({ value: file.id, label: file.fileName })),
    ...(current === null || files.some((file) => file.id === current) || !evidence.isSuccess
      ? []
      : [{ value: current, label: 'A file no longer in the evidence library' }]),
  ];
  const roleField = (role: SspPeopleRole) => (
    <FormField
      key={role}
      id={`people-${role}`}
      label={SSP_PEOPLE_ROLES[role]}
      hint={ROLE_HINTS[role]}
      error={errors[role]}
    >
      {(aria) => (
        <ChoiceSelect
          {...aria}
          className={LOCKED}
          disabled={locked}
          value={draft.roles[role] ?? NONE}
          onChange={(value) =>
            setDraft({ ...draft, roles: { ...draft.roles, [role]: value === NONE ? null : value } })
          }
          choices={memberChoices(role, members.data, draft.roles[role])}
        />
      )}
    </FormField>
  );
  const fileField = (field: SspPeopleFile) => (
    <FormField
      key={field}
      id={`people-${field}`}
      label={SSP_PEOPLE_FILES[field]}
      hint={fileHints(level)[field]}
      error={errors[field]}
    >
      {(aria) => (
        <ChoiceSelect
          {...aria}
          className={LOCKED}
          disabled={locked}
          value={draft.files[field] ?? NONE}
          onChange={(value) =>
            setDraft({ ...draft, files: { ...draft.files, [field]: value === NONE ? null : value } })
          }
          choices={fileChoices(draft.files[field])}
        />
      )}
    </FormField>
  );
  const countField = (name: 'userCount' | 'privilegedUserCount', label: string, hint: string) => (
    <FormField id={`people-${name}`} label={label} hint={hint} error={errors[name]}>
      {(aria) => (
        <Input
          {...aria}
          className={`max-w-40 ${LOCKED}`}
          value={draft[name]}
          disabled={locked}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
      )}
    </FormField>
  );
  const listField = (name: 'hardwareList' | 'softwareList', label: string, hint: string) => (
    <FormField id={`people-${name}`} label={label} hint={hint} error={errors[name]}>
      {(aria) => (
        <Textarea
          {...aria}
          className={`min-h-16 field-sizing-content ${LOCKED}`}
          value={draft[name]}
          maxLength={INVENTORY_TEXT_MAX}
          disabled={locked}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <Card data-testid="ssp-people-card">
      <CardHeader>
        <CardTitle>People and system of the plan</CardTitle>
        <CardDescription>
          {level === 1
            ? 'Optional (beyond Level 1): who answers for the system and what it is made of, for the system security plan you can download from the Reports screen.'
            : 'Who answers for the system and what it is made of, as NIST’s system security plan template asks: they go into the plan you download from the Reports screen.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={form}
          className="flex flex-col gap-6"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(inputOf(draft));
          }}
        >
          <section aria-labelledby="people-heading" className="flex flex-col gap-4">
            <h3 id="people-heading" className="text-base font-semibold text-slate-900">
              People
            </h3>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
              {(Object.keys(SSP_PEOPLE_ROLES) as SspPeopleRole[]).map(roleField)}
            </div>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {countField('userCount', 'Users', 'Everyone with an account on the system.')}
              {countField(
                'privilegedUserCount',
                'Privileged users',
                'Those of them with administrator rights.',
              )}
            </div>
          </section>
          <section
            aria-labelledby="inventory-heading"
            className="flex flex-col gap-4 border-t border-slate-200 pt-5"
          >
            <h3 id="inventory-heading" className="text-base font-semibold text-slate-900">
              Hardware, software and the diagram
            </h3>
            {listField(
              'hardwareList',
              'Hardware',
              'Computers, servers, network and other devices in scope, with how many.',
            )}
            {fileField('hardwareEvidenceId')}
            {listField(
              'softwareList',
              'Software',
              'Operating systems, applications and cloud services in scope, with versions.',
            )}
            {fileField('softwareEvidenceId')}
            {fileField('diagramEvidenceId')}
          </section>
          <div className="border-t border-slate-200 pt-5">
            <InterconnectionsEditor
              list={draft.interconnections}
              onChange={(interconnections) => {
                // The server's messages name rows by position: a removed row would shift them.
                if (interconnections.length < draft.interconnections.length) save.reset();
                setDraft({ ...draft, interconnections });
              }}
              errors={errors}
              locked={locked}
              lockedClass={LOCKED}
            />
          </div>
          {!locked && (
            <Button type="submit" className="self-start" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save people and system'}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
