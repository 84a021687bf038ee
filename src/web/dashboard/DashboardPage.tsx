import { CatalogOverview } from '../components/CatalogOverview';
import { PageHeader } from '../components/PageHeader';

export function DashboardPage() {
  return (
    <>
      <PageHeader
        title="CMMC Level 1 Dashboard"
        subtitle="Monitor your compliance progress and manage cybersecurity controls"
      />
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Your Level 1 controls by domain</h2>
      <CatalogOverview />
    </>
  );
}
