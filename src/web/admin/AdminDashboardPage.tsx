import { LogOut, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { StatCards, type Stat } from '../components/StatCards';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { FullPageSpinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useAdminLogout, useAdminSession, useAllAssessments } from '../lib/admin';
import { PRODUCT_NAME } from '../../contract/constants';
import { counted } from '../../contract/format';
import { ActivityTab, type ActivityFilters } from './ActivityTab';
import { EvidenceTab } from './EvidenceTab';
import { ImplementationsTab, type ImplementationFilters } from './ImplementationsTab';
import { OrganizationsTab } from './OrganizationsTab';
import { useListState } from '../lib/use-list-state';
import { UsersTab, type UserFilters } from './UsersTab';

const NO_FILTERS: Record<string, never> = {};

/** `/admin/dashboard`: every organization's data, behind the admin session. */
export function AdminDashboardPage() {
  const [, navigate] = useLocation();
  const session = useAdminSession();
  const logout = useAdminLogout();
  // The summary and the catalog; each tab pages its own list (D21), its state kept across tabs.
  const data = useAllAssessments({}, Boolean(session.data));
  const implementations = useListState<ImplementationFilters>({ status: 'all', domainId: 'all' });
  const evidence = useListState(NO_FILTERS);
  const users = useListState<UserFilters>({ role: 'all', affirmation: 'all' });
  const organizations = useListState(NO_FILTERS);
  const activity = useListState<ActivityFilters>({ action: 'all' });

  useEffect(() => {
    if (!session.isLoading && !session.data) navigate('/admin', { replace: true });
  }, [session.isLoading, session.data, navigate]);
  if (session.isLoading || !session.data) return <FullPageSpinner />;

  const summary = data.data?.summary;
  const cards: Stat[] = [
    {
      label: 'Total Users',
      value: summary?.totalUsers,
      // Every account is a user: the client accounts (members of the organizations, D27) and staff.
      detail: summary
        ? `${counted(summary.totalClientAccounts, 'client account')} in ${counted(summary.totalOrganizations, 'organization')}, ${summary.totalUsers - summary.totalClientAccounts} staff`
        : 'Client accounts, their organizations, and staff',
    },
    {
      label: 'Control Implementations',
      value: summary?.totalImplementations,
      detail: 'Records across all organizations',
    },
    { label: 'Evidence Files', value: summary?.totalEvidenceFiles, detail: 'Uploaded documents' },
    { label: 'Activity Logs', value: summary?.totalActivityLogs, detail: 'Recorded events' },
  ];

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <ShieldCheck aria-hidden className="size-7 text-staff-600" />
          <span className="flex-1 text-lg font-bold text-slate-900">{PRODUCT_NAME} Admin</span>
          <span className="hidden text-sm text-slate-700 sm:inline">{session.data.admin.username}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => logout.mutate(undefined, { onSuccess: () => navigate('/admin') })}
          >
            <LogOut aria-hidden />
            Sign Out
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Admin Dashboard</h1>
          <Badge tone="purple">Admin Access</Badge>
        </div>
        {data.isError ? (
          <Card className="border-red-200 bg-red-50 p-6" role="alert">
            <h2 className="text-lg font-semibold text-red-900">Admin Access Error</h2>
            <p className="mt-1 text-sm text-red-800">
              Failed to load admin data. Please check your credentials and try again.
            </p>
            <p className="mt-2 font-mono text-xs text-red-800">{data.error.message}</p>
          </Card>
        ) : !data.data ? (
          <div className="flex flex-col gap-4">
            <StatCards stats={cards} loading />
            <Skeleton className="h-96" />
          </div>
        ) : (
          <div className="flex flex-col gap-6">
            <StatCards stats={cards} />
            <Card className="p-4 sm:p-6">
              <Tabs defaultValue="implementations">
                {/* Two by two on a phone, one row from the small breakpoint: nothing clipped at 390 px. */}
                <TabsList className="grid grid-cols-2 sm:flex sm:flex-nowrap">
                  <TabsTrigger value="implementations">Control Implementations</TabsTrigger>
                  <TabsTrigger value="evidence">Evidence Files</TabsTrigger>
                  <TabsTrigger value="organizations">Organizations</TabsTrigger>
                  <TabsTrigger value="users">Users</TabsTrigger>
                  <TabsTrigger value="activity">Activity Logs</TabsTrigger>
                </TabsList>
                <TabsContent value="implementations">
                  <ImplementationsTab state={implementations} domains={data.data.domains} />
                </TabsContent>
                <TabsContent value="evidence">
                  <EvidenceTab state={evidence} />
                </TabsContent>
                <TabsContent value="organizations">
                  <OrganizationsTab state={organizations} />
                </TabsContent>
                <TabsContent value="users">
                  <UsersTab state={users} selfId={session.data.admin.id} />
                </TabsContent>
                <TabsContent value="activity">
                  <ActivityTab state={activity} />
                </TabsContent>
              </Tabs>
            </Card>
          </div>
        )}
      </main>
    </div>
  );
}
