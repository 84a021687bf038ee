import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
import { Badge } from './ui/badge';
import { Skeleton } from './ui/skeleton';
import { useControls, useDomains } from '../lib/catalog';

/** The Level 1 catalog at a glance: each domain with the practices it holds. */
export function CatalogOverview() {
  const domains = useDomains();
  const controls = useControls();
  if (domains.isLoading || controls.isLoading) {
    return (
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  }
  if (domains.isError || controls.isError) {
    return (
      <p className="text-sm text-red-700">
        The control catalog could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {domains.data?.map((domain) => {
        const inDomain = controls.data?.filter((control) => control.domainId === domain.id) ?? [];
        return (
          <Card key={domain.id}>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle className="text-base">
                  {domain.shortName} - {domain.name}
                </CardTitle>
                <Badge tone="brand">
                  {inDomain.length} {inDomain.length === 1 ? 'control' : 'controls'}
                </Badge>
              </div>
              <CardDescription>{domain.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-1.5 text-sm">
                {inDomain.map((control) => (
                  <li key={control.id} className="flex flex-wrap gap-x-2">
                    <span className="font-mono text-xs leading-5 text-slate-600">
                      {control.controlNumber}
                    </span>
                    <span className="text-slate-800">{control.title}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
