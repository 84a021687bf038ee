import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import type { GuideTemplate } from '../../contract/guide';
import { Button } from '../components/ui/button';
import { RequirementText } from './RequirementText';

/** Templates the product ships under /templates/, each a real file to download. */
export function TemplateList({ templates }: { templates: GuideTemplate[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {templates.map((template) => {
        const Icon = template.file.endsWith('.xlsx') ? FileSpreadsheet : FileText;
        return (
          <li key={template.file} className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
            <div className="flex items-start gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">{template.title}</p>
                <p className="mt-0.5 text-xs text-slate-600">
                  {template.format} · {template.domains.join(', ')}
                </p>
              </div>
            </div>
            <p className="text-sm text-slate-700">
              <RequirementText text={template.description} />
            </p>
            <Button asChild variant="outline" size="sm" className="mt-auto self-start">
              <a href={`/templates/${template.file}`} download={template.file}>
                <Download aria-hidden />
                Download<span className="sr-only"> {template.title}</span>
              </a>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
