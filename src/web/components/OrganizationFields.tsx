import { INDUSTRIES } from '../../contract/constants';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

/** An organization's business fields as a form holds them (D27). */
export interface OrganizationDraft {
  businessName: string;
  industry: string;
  businessNumber: string;
}

export const emptyOrganizationDraft = (): OrganizationDraft => ({
  businessName: '',
  industry: '',
  businessNumber: '',
});

/** The first message for each field of a failed check, as the fields show them. */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[String(issue.path[0] ?? 'form')] ??= issue.message;
  return messages;
}

/**
 * Business name, industry and business number: the fields of a new organization (the create
 * dialog) and of the current one (Organization Settings). `idPrefix` keeps two forms' ids apart.
 */
export function OrganizationFields({
  idPrefix,
  draft,
  onChange,
  errors,
}: {
  idPrefix: string;
  draft: OrganizationDraft;
  onChange: (draft: OrganizationDraft) => void;
  errors: Record<string, string | undefined>;
}) {
  const id = (name: keyof OrganizationDraft) => `${idPrefix}-${name}`;
  return (
    <>
      <FormField id={id('businessName')} label="Business name" error={errors.businessName}>
        {(aria) => (
          <Input
            {...aria}
            autoComplete="organization"
            value={draft.businessName}
            onChange={(event) => onChange({ ...draft, businessName: event.target.value })}
          />
        )}
      </FormField>
      <FormField id={id('industry')} label="Industry" error={errors.industry}>
        {(aria) => (
          <Select
            value={draft.industry || undefined}
            onValueChange={(industry) => onChange({ ...draft, industry })}
          >
            <SelectTrigger {...aria}>
              <SelectValue placeholder="Select the industry" />
            </SelectTrigger>
            <SelectContent>
              {INDUSTRIES.map((industry) => (
                <SelectItem key={industry} value={industry}>
                  {industry}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField
        id={id('businessNumber')}
        label="Business number (optional)"
        error={errors.businessNumber}
        hint="An EIN, DUNS or other ID."
      >
        {(aria) => (
          <Input
            {...aria}
            autoComplete="off"
            value={draft.businessNumber}
            onChange={(event) => onChange({ ...draft, businessNumber: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}
