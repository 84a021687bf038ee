import { Building2, Mail, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CreateOrganizationDialog } from '../components/CreateOrganizationDialog';
import { PageHeader } from '../components/PageHeader';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useCurrentUser } from '../lib/auth';

/**
 * A client account that is a member of no organization (D27: it left, or was removed from, the last
 * one): there is no assessment to show. It may create an organization, or join one through an
 * owner's invitation.
 */
export function NoOrganizationPage() {
  const { user } = useCurrentUser();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="You are not in an organization"
        subtitle="Your account works for no organization at the moment, so there is no assessment to show."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <div className="mb-1 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Building2 aria-hidden className="size-5" />
            </div>
            <CardTitle>Create an organization</CardTitle>
            <CardDescription>
              For your own business, or for a client whose assessment you run. You become its owner, may
              affirm for it, and can invite your colleagues.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              Create organization
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <div className="mb-1 flex size-10 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
              <Mail aria-hidden className="size-5" />
            </div>
            <CardTitle>Join your team&apos;s organization</CardTitle>
            <CardDescription>
              Ask one of its owners to invite you from their Members page. The invitation link they send
              brings you in.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-slate-700">
              Give them the e-mail address of this account:{' '}
              <span className="break-words font-medium text-slate-900">{user?.email}</span>. You can change it
              in your{' '}
              <Link href="/account" className="font-medium text-brand-700 underline underline-offset-2">
                account settings
              </Link>
              .
            </p>
          </CardContent>
        </Card>
      </div>
      {creating && <CreateOrganizationDialog onClose={() => setCreating(false)} />}
    </>
  );
}
