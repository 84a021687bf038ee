import { useRef } from 'react';
import { useSearchParams } from 'wouter';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { Card } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useControls, useDomains } from '../lib/catalog';
import { useImplementations } from '../lib/implementations';
import { useDomainProgress } from '../lib/progress';
import { GuideDomain } from './GuideDomain';
import { GuideNav, OVERVIEW } from './GuideNav';
import { GuideOverview } from './GuideOverview';
import { guideContentFor } from './guide-level';

const SUBTITLES = {
  1: 'Step-by-step help for every CMMC Level 1 domain',
  2: 'Step-by-step help for the 14 families of CMMC Level 2',
} as const;

/** Where a section's top sits when scrolled to, below the fixed header (`scroll-mt-20`). */
const SECTION_OFFSET = 80;

/** `/guide`, with `?domain=AC` selecting a domain. */
export function GuidePage() {
  const [params, setParams] = useSearchParams();
  const domains = useDomains();
  const controls = useControls();
  const progress = useDomainProgress();
  const implementations = useImplementations();
  const queries = [domains, controls, progress, implementations];
  const selected = params.get('domain') ?? OVERVIEW;
  const section = useRef<HTMLDivElement>(null);
  const select = (id: string) => {
    setParams(id === OVERVIEW ? {} : { domain: id });
    // The chosen section starts at its top: below the list on a narrow screen, or when the page
    // was scrolled down a long family beside the list.
    const top = section.current?.getBoundingClientRect().top;
    if (top !== undefined && (top < SECTION_OFFSET || top > window.innerHeight / 2))
      section.current?.scrollIntoView();
  };

  const domain = domains.data?.find((d) => d.id === selected);
  const byControl = new Map(implementations.data?.map((item) => [item.controlId, item]));
  // The content of the level the catalog answers at (D29), named once the catalog has loaded.
  const content = guideContentFor(controls.data ?? []);

  return (
    <>
      <PageHeader title="Implementation Guide" subtitle={controls.data && SUBTITLES[content.level]} />
      {queries.some((query) => query.isLoading) ? (
        <Skeleton className="h-96" />
      ) : queries.some((query) => query.isError) || !domains.data || !controls.data || !progress.data ? (
        <LoadError errors={queries.map((query) => query.error)}>
          The guide could not be loaded. Reload the page to try again.
        </LoadError>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_1fr]">
          <Card className="h-fit p-2 lg:sticky lg:top-24">
            <GuideNav domains={progress.data} selected={domain ? domain.id : OVERVIEW} onSelect={select} />
          </Card>
          <div ref={section} className="min-w-0 scroll-mt-20">
            {domain ? (
              <GuideDomain
                domain={domain}
                progress={progress.data.find((p) => p.domainId === domain.id)}
                controls={controls.data.filter((control) => control.domainId === domain.id)}
                implementations={byControl}
                content={content}
              />
            ) : (
              <GuideOverview controls={controls.data} domainCount={domains.data.length} content={content} />
            )}
          </div>
        </div>
      )}
    </>
  );
}
