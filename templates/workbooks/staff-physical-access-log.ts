import type { WorkbookTemplate } from '../../scripts/templates/workbook';

/** Staff Physical Access Log: PE.L1-3.10.4 (maintain audit logs of physical access). */
const template: WorkbookTemplate = {
  sheet: 'Access Log',
  title: 'Staff Physical Access Log',
  columns: [
    { header: 'Date', width: 13 },
    { header: 'Name', width: 22 },
    { header: 'Staff, contractor or visitor', width: 14, choices: ['Staff', 'Contractor', 'Visitor'] },
    { header: 'Door or area entered', width: 24 },
    { header: 'Time in', width: 10 },
    { header: 'Time out', width: 10 },
    { header: 'Reason (for restricted areas or outside normal hours)', width: 30 },
    { header: 'Initials', width: 10 },
  ],
  examples: [
    ['2025-03-14', 'Jane Smith', 'Staff', 'Front door', '07:55', '17:10', '', 'JS'],
    [
      '2025-03-14',
      'Dan Brown',
      'Staff',
      'Network closet',
      '11:20',
      '11:35',
      'Replaced the router cable',
      'DB',
    ],
  ],
  blankRows: 40,
  instructions: [
    'A record of who entered the workplace, staff included, and when. The Visitor Log covers visitors and their escorts; this log covers everyone else who comes in, or the rooms you want a closer record of, such as the network closet or records room.',
    '## How to use it',
    '- Delete the example rows. Keep the sheet by the entrance or the restricted room, and have each person write a row when they go in and the time when they leave.',
    '- If you use an electronic badge or smart-lock system, its access history records the same facts: export it every month and keep the exports instead of, or as well as, this sheet.',
    "- Decide how long you keep the logs and write it down (the official assessment guide's example keeps paper sign-in sheets for one year). Store completed pages somewhere locked.",
    '- Once a month, look through the log for anything unusual, such as entries at odd hours or by people not on the Physical Access Authorization List (optional, beyond Level 1).',
    '## What it helps show',
    'PE.L1-3.10.4: audit logs of physical access are maintained.',
    'This is one example of evidence. CMMC Level 1 does not prescribe the kind of log: a written log, a badge-system history or both can serve.',
  ],
};

export default template;
