import type { WorkbookTemplate } from '../../scripts/templates/workbook';

/** Account Review Record: AC.L1-3.1.1 [d]-[f], AC.L1-3.1.2 [b], IA.L1-3.5.1. */
const template: WorkbookTemplate = {
  sheet: 'Account Reviews',
  title: 'Account Review Record',
  columns: [
    { header: 'Review date', width: 13 },
    {
      header: 'System reviewed (for example Microsoft 365, laptop sign-ins, accounting system, router admin)',
      width: 26,
    },
    { header: 'Reviewed by', width: 16 },
    { header: 'Accounts and devices found', width: 18 },
    {
      header: 'All match the Authorized Users and Devices List? (Yes/No)',
      width: 15,
      choices: ['Yes', 'No'],
    },
    { header: 'Accounts or devices not on the list, or of people who left', width: 28 },
    { header: 'Action taken (disabled, removed, or approved and added to the list)', width: 28 },
    { header: 'Access levels still right for each role? (Yes/No)', width: 14, choices: ['Yes', 'No'] },
    {
      header: 'Multi-factor sign-in on for every account? (optional, beyond Level 1)',
      width: 16,
      choices: ['Yes', 'No', 'Not checked'],
    },
    {
      header: 'Admin work only through separate admin accounts? (optional, beyond Level 1)',
      width: 16,
      choices: ['Yes', 'No', 'Not checked'],
    },
    { header: 'Date fixed', width: 13 },
    { header: 'Approved by (name and date)', width: 18 },
  ],
  examples: [
    [
      '2025-04-01',
      'Microsoft 365 (admin center, Active users)',
      'Pat Lee',
      '7 user accounts, 1 shared mailbox',
      'No',
      'old.intern@example.com (left 2025-02-28)',
      'Account blocked and licence removed; date removed added to the list',
      'Yes',
      'Yes',
      'Not checked',
      '2025-04-01',
      'Pat Lee, 2025-04-01',
    ],
  ],
  blankRows: 30,
  instructions: [
    'A record of each time you compare the accounts and devices that can get into a system with your Authorized Users and Devices List, and what you fixed.',
    '## How to use it',
    "- Delete the example row. On the schedule in your access control policy (for example every quarter), and whenever someone leaves, open each system's list of users and devices and compare it with the Authorized Users and Devices List.",
    '- Write one row per system: how many accounts and devices you found, anything that does not match, and what you did about it.',
    "- Check that each person's access still fits their job (for example that only the people who need it can open the contract folders or change settings).",
    '- Keep a screenshot or export of each user list with this record.',
    '- The two columns marked (optional, beyond Level 1) are good practice that CMMC Level 1 does not require; leave them blank if you do not use them.',
    '## What it helps show',
    'AC.L1-3.1.1: access is limited to authorized users, processes and devices [d-f]; AC.L1-3.1.2: access is limited to the transactions and functions each role may use [b]; IA.L1-3.5.1: users, processes and devices are identified.',
    'This is one example of evidence. CMMC Level 1 does not require this form or a fixed review schedule: dated exports with your notes on them can show the same.',
  ],
};

export default template;
