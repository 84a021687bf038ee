import { BarChart3, CheckCircle2, FileCheck2, FolderUp, ListChecks, Shield } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { PRODUCT_NAME, TOTAL_CONTROLS } from '../../contract/constants';

const FEATURES = [
  {
    icon: ListChecks,
    title: `${TOTAL_CONTROLS} Foundational Controls`,
    text: `Coverage of all ${TOTAL_CONTROLS} foundational controls, with step-by-step guidance.`,
  },
  {
    icon: FolderUp,
    title: 'Evidence Collection',
    text: 'Evidence collection through document upload and management.',
  },
  {
    icon: BarChart3,
    title: 'Progress Tracking',
    text: 'Real-time progress tracking and audit readiness.',
  },
  {
    icon: FileCheck2,
    title: 'Compliance Reports',
    text: 'Generation of audit-ready compliance reports.',
  },
];

const SMALL_BUSINESS = [
  'Template documents and examples',
  'A user-friendly interface for non-technical users',
  'Plain-language guidance for every control',
];

const COVERAGE = [
  `All ${TOTAL_CONTROLS} practices of CMMC Level 1, the basic safeguarding of FAR 52.204-21`,
  'Each of the 59 assessment objectives, for your yearly self-assessment',
  'Automatic tracking of the evidence behind each practice',
  'Audit-ready compliance reports',
  'CMMC Level 2 (Self) when you hold CUI: the 110 requirements of NIST SP 800-171 Rev 2 and their 320 objectives, your self-assessed SPRS score, the POA&M and the system security plan',
];

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-slate-700">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function LandingPage() {
  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Shield aria-hidden className="size-6 text-brand-600" />
            {PRODUCT_NAME}
          </span>
          <Button asChild variant="ghost">
            <Link href="/login">Sign In</Link>
          </Button>
        </div>
      </header>
      <main>
        <section className="bg-gradient-to-br from-brand-50 via-white to-slate-100">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
            <p className="mb-4 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">
              CMMC Level 1 and Level 2 (Self)
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              Get your business ready for CMMC Level 1 and Level 2 (Self)
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
              Work through the {TOTAL_CONTROLS} practices of CMMC Level 1, or the 110 requirements of Level 2
              (Self) when your contracts give you CUI, at your own pace; collect evidence that each one is
              met, and see exactly how close you are to a self-assessment you can affirm in SPRS.
            </p>
            <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/register">Get Started</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/login">Sign In</Link>
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="features-heading" className="sr-only">
            Features
          </h2>
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <Card key={feature.title}>
                <CardHeader>
                  <feature.icon aria-hidden className="mb-2 size-8 text-brand-600" />
                  <CardTitle className="text-base">{feature.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-slate-600">{feature.text}</p>
                </CardContent>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="why-heading" className="bg-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="why-heading" className="text-center text-3xl font-bold text-slate-900">
              Why Choose Our {PRODUCT_NAME} Platform?
            </h2>
            <div className="mt-10 grid gap-10 md:grid-cols-2">
              <div>
                <h3 className="mb-4 text-xl font-semibold text-slate-900">Designed for Small Business</h3>
                <CheckList items={SMALL_BUSINESS} />
              </div>
              <div>
                <h3 className="mb-4 text-xl font-semibold text-slate-900">
                  CMMC Level 1 and Level 2 Coverage
                </h3>
                <CheckList items={COVERAGE} />
              </div>
            </div>
          </div>
        </section>
      </main>
      <footer className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6">
          {PRODUCT_NAME} helps organizations prepare for the CMMC Level 1 and Level 2 (Self) self-assessments.
          It does not replace the official assessment or your affirmation in SPRS.
        </p>
      </footer>
    </div>
  );
}
