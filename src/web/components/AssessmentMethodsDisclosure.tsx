import { ASSESSMENT_METHODS } from '../../contract/assessment';
import { METHOD_LABELS } from '../../contract/labels';
import type { AssessmentMethods } from '../../contract/catalog';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './ui/accordion';

/**
 * What NIST SP 800-171A says to examine, who to interview and what to test for a control, folded
 * away: shown wherever objectives are (D22), to the client assessing and the auditor reviewing.
 */
export function AssessmentMethodsDisclosure({ methods }: { methods: AssessmentMethods }) {
  const groups = ASSESSMENT_METHODS.filter((method) => methods[method].length > 0);
  if (groups.length === 0) return null;
  return (
    <Accordion type="single" collapsible className="rounded-md border border-slate-200 px-3">
      <AccordionItem value="methods">
        <AccordionTrigger className="py-2.5">Assessment methods and objects</AccordionTrigger>
        <AccordionContent className="flex flex-col gap-3 pb-3">
          {groups.map((method) => (
            <div key={method}>
              <h4 className="font-semibold text-slate-900">{METHOD_LABELS[method]}</h4>
              <ul className="ml-5 mt-1 flex list-disc flex-col gap-0.5 text-slate-800">
                {methods[method].map((item) => (
                  <li key={item} className="break-words">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
