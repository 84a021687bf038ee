import type { WorkbookTemplate } from '../../scripts/templates/workbook';

/**
 * Visitor Log: PE.L1-3.10.3 (escort visitors, monitor their activity) and PE.L1-3.10.4; the badge
 * column serves PE.L1-3.10.5 where a visitor badge also opens doors.
 */
const template: WorkbookTemplate = {
  sheet: 'Visitor Log',
  title: 'Visitor Log',
  columns: [
    { header: 'Date', width: 13 },
    { header: 'Visitor name', width: 22 },
    { header: 'Visitor signature', width: 20 },
    { header: 'Company', width: 22 },
    { header: 'Purpose of visit', width: 24 },
    { header: 'Escorted by', width: 18 },
    { header: 'Badge/ID number', width: 16 },
    { header: 'Time in', width: 10 },
    { header: 'Time out', width: 10 },
    { header: 'Badge returned', width: 12, choices: ['Yes', 'No'] },
    { header: 'Areas visited', width: 24 },
  ],
  examples: [
    [
      '2025-03-14',
      'Sam Jones',
      'S. Jones',
      'ABC Copier Service',
      'Copier repair',
      'Jane Smith',
      'Visitor badge V-03',
      '09:15',
      '10:40',
      'Yes',
      'Reception, print room',
    ],
  ],
  blankRows: 40,
  instructions: [
    'A sign-in sheet for visitors: who came and signed in, who escorted them, when they came and left, whether they gave their visitor badge back, and where they went. Print the Visitor Log sheet for the front desk or keep this file on a tablet at the entrance.',
    '## How to use it',
    '- Delete the example row, then have every visitor fill in a row and sign it on arrival, and fill in the time out when they leave. On a tablet, the visitor types their name in the signature column.',
    '- The employee who escorts the visitor checks the row, stays with the visitor the whole time, and collects the visitor badge at the end: write Yes under "Badge returned", or No and tell the person who manages badges the same day.',
    "- File completed pages by month, in a locked drawer or a folder only managers can open, and keep them for the period you decided (the official assessment guide's example keeps paper sign-in sheets for one year).",
    '- Once a month, look through the log for anything unusual, such as missing sign-outs or badges not returned, and write down that you did (optional, beyond Level 1).',
    '## What it helps show',
    'PE.L1-3.10.3 (visitors are escorted and their activity is monitored) and PE.L1-3.10.4 (audit logs of physical access are maintained). Where a visitor badge also opens doors, it is a physical access device (PE.L1-3.10.5), and the Badge returned column shows that it came back. Staff entries go in the Staff Physical Access Log, or come from your door badge system.',
    'This is one example of evidence. CMMC Level 1 does not require this form: a paper book or a visitor-management app that records the same facts does the same job.',
  ],
};

export default template;
