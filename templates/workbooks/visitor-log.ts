import type { WorkbookTemplate } from '../../scripts/templates/workbook';

/** Visitor Log: PE.L1-3.10.3 (escort visitors, monitor their activity) and PE.L1-3.10.4. */
const template: WorkbookTemplate = {
  sheet: 'Visitor Log',
  title: 'Visitor Log',
  columns: [
    { header: 'Date', width: 13 },
    { header: 'Visitor name', width: 22 },
    { header: 'Company', width: 22 },
    { header: 'Purpose of visit', width: 24 },
    { header: 'Escorted by', width: 18 },
    { header: 'Badge/ID number', width: 16 },
    { header: 'Time in', width: 10 },
    { header: 'Time out', width: 10 },
    { header: 'Areas visited', width: 24 },
  ],
  examples: [
    [
      '2025-03-14',
      'Sam Jones',
      'ABC Copier Service',
      'Copier repair',
      'Jane Smith',
      'Visitor badge V-03',
      '09:15',
      '10:40',
      'Reception, print room',
    ],
  ],
  blankRows: 40,
  instructions: [
    'A sign-in sheet for visitors: who came, who escorted them, when they came and left, and where they went. Print the Visitor Log sheet for the front desk or keep this file on a tablet at the entrance.',
    '## How to use it',
    '- Delete the example row, then have every visitor fill in a row on arrival and the time out when they leave.',
    '- The employee who escorts the visitor checks the row and stays with the visitor the whole time.',
    "- File completed pages by month, in a locked drawer or a folder only managers can open, and keep them for the period you decided (the official assessment guide's example keeps paper sign-in sheets for one year).",
    '- Once a month, look through the log for anything unusual, such as missing sign-outs, and write down that you did.',
    '## What it helps show',
    'PE.L1-3.10.3 (visitors are escorted and their activity is monitored) and PE.L1-3.10.4 (audit logs of physical access are maintained). Staff entries go in the Staff Physical Access Log, or come from your door badge system.',
    'This is one example of evidence. CMMC Level 1 does not require this form: a paper book or a visitor-management app that records the same facts does the same job.',
  ],
};

export default template;
