import { CatalogOverview } from '../components/CatalogOverview';
import { PageHeader } from '../components/PageHeader';

export function AuditorDashboardPage() {
  return (
    <>
      <PageHeader
        title="Auditor Dashboard"
        subtitle="The Level 1 practices that client implementations are reviewed against"
      />
      <CatalogOverview />
    </>
  );
}
