import { Fragment } from 'react';

/** A requirement id such as `AC.L2-3.1.5` or `SC.L1-3.13.1`. */
const REQUIREMENT_ID = /([A-Z]{2}\.L[12]-3\.\d{1,2}\.\d{1,2})/;

/** Guide text whose requirement ids never break across lines at their hyphen. */
export function RequirementText({ text }: { text: string }) {
  return text.split(REQUIREMENT_ID).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
