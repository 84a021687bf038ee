import { Info } from 'lucide-react';
import { useState } from 'react';
import { MEMBER_ROLE_LABELS } from '../../contract/member-roles';
import { updateOrganizationSchema, type Organization } from '../../contract/organizations';
import { LoadError } from '../components/LoadError';
import { fieldMessages, OrganizationFields, type OrganizationDraft } from '../components/OrganizationFields';
import { PageHeader } from '../components/PageHeader';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { serverFieldErrors } from '../lib/errors';
import { useOrganization, useUpdateOrganization } from '../lib/organization-details';
import { TargetLevelCard } from './TargetLevelCard';

const draftOf = (organization: Organization): OrganizationDraft => ({
  businessName: organization.businessName,
  industry: organization.industry,
  businessNumber: organization.businessNumber ?? '',
});

/** An owner changes the organization's business fields (D27). */
function DetailsForm({ organization }: { organization: Organization }) {
  const [draft, setDraft] = useState(() => draftOf(organization));
  const [checked, setChecked] = useState<Record<string, string>>({});
  const save = useUpdateOrganization();
  const errors = { ...serverFieldErrors(save.error), ...checked };
  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const result = updateOrganizationSchema.safeParse(draft);
        setChecked(fieldMessages(result.error?.issues ?? []));
        if (result.success) save.mutate(result.data);
      }}
    >
      <OrganizationFields idPrefix="organization" draft={draft} onChange={setDraft} errors={errors} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save details'}
        </Button>
      </div>
    </form>
  );
}

/** Editors and viewers read the same fields. */
function DetailsList({ organization }: { organization: Organization }) {
  const rows = [
    ['Business name', organization.businessName],
    ['Industry', organization.industry],
    ['Business number', organization.businessNumber || 'None recorded'],
  ] as const;
  return (
    <>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-col gap-1">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-600" />
        Only owners change these details. You are {organization.role === 'editor'
          ? 'an editor'
          : 'a viewer'}{' '}
        of this organization.
      </p>
    </>
  );
}

/** `/organization`: the current organization's business fields (D27) and its CMMC level (D29). */
export function OrganizationSettingsPage() {
  const organization = useOrganization();
  const data = organization.data;
  return (
    <>
      <PageHeader
        title="Organization Settings"
        subtitle="The business this assessment is for, as reports and the SPRS sheet name it"
      />
      {organization.isPending ? (
        <Skeleton className="h-72" data-testid="organization-skeleton" />
      ) : !data ? (
        <LoadError errors={[organization.error]}>
          The organization&apos;s details could not be loaded. Reload the page to try again.
        </LoadError>
      ) : (
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Business details</CardTitle>
              <CardDescription>
                Your role here: {MEMBER_ROLE_LABELS[data.role]}
                {data.canAffirm ? ', allowed to affirm' : ''}. Created{' '}
                {new Date(data.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {data.role === 'owner' ? (
                <DetailsForm organization={data} />
              ) : (
                <DetailsList organization={data} />
              )}
            </CardContent>
          </Card>
          <TargetLevelCard organization={data} />
        </div>
      )}
    </>
  );
}
