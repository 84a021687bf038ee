import type { WorkbookTemplate } from '../../scripts/templates/workbook';

/**
 * Authorized Users and Devices List: AC.L1-3.1.1, AC.L1-3.1.2, AC.L1-3.1.20 (external services)
 * and IA.L1-3.5.1.
 */
const template: WorkbookTemplate = {
  sheet: 'Authorized List',
  title: 'Authorized Users and Devices List',
  columns: [
    {
      header: 'Type (Person / Service account / Device / External service)',
      width: 18,
      choices: ['Person', 'Service account', 'Device', 'External service'],
    },
    { header: 'Name or identifier', width: 28 },
    { header: 'Role/job or purpose', width: 22 },
    { header: 'Accounts and systems used', width: 34 },
    { header: 'Access level (standard/admin)', width: 24 },
    { header: 'Responsible person', width: 16 },
    { header: 'Approved by', width: 16 },
    { header: 'Date approved', width: 13 },
    { header: 'Date removed', width: 13 },
    { header: 'Notes', width: 30 },
  ],
  examples: [
    [
      'Person',
      'Jane Smith (jane.smith@example.com)',
      'Office manager',
      'Email and files (Microsoft 365), laptop login on EXAMPLE-LT-02, accounting system, Contracts folder (read/edit)',
      'Standard',
      'Jane Smith',
      'Pat Lee, Owner',
      '2025-01-06',
      '',
      'Multi-factor sign-in on (optional, beyond Level 1)',
    ],
    [
      'Service account',
      'scanner@example.com',
      'Copier scan-to-email',
      'Sends scanned documents to staff mailboxes only; no sign-in to files',
      'Standard (send email only)',
      'Jane Smith',
      'Pat Lee, Owner',
      '2025-01-06',
      '',
      'Password kept in the company password manager',
    ],
    [
      'Device',
      'EXAMPLE-LT-02 (Dell Latitude 5440, serial ABC1234)',
      'Company laptop used by Jane Smith',
      'Business Wi-Fi, Microsoft 365',
      'Standard user; admin work only through a separate IT admin account (optional, beyond Level 1)',
      'Jane Smith',
      'Pat Lee, Owner',
      '2025-01-06',
      '',
      'Antivirus and automatic updates on',
    ],
    [
      'External service',
      'Prime contractor supplier portal (portal.prime.example)',
      'Receive purchase orders and drawings from our customer',
      'Accounts for Jane Smith and Pat Lee, issued by the customer',
      'Standard (supplier user)',
      'Jane Smith',
      'Pat Lee, Owner',
      '2025-01-06',
      '',
      'Run by the customer under its terms of use; our own Microsoft 365 tenant is not listed as external',
    ],
  ],
  blankRows: 40,
  instructions: [
    'One list of every person, service account (an automated tool that signs in, such as a copier that emails scans or a backup program), device and external service allowed to use company systems, with their access level and who approved it.',
    '## How to use it',
    '- Replace the example rows with your own. Give every person, service account and company computer or phone its own row; use the type "External service" for systems you use or connect to but do not own or administer, such as a customer\'s supplier portal or a partner\'s file share. Your own Microsoft 365 or Google Workspace tenant is not external: it is part of your own system, so its accounts appear as Person and Service account rows.',
    '- Record who approved each entry and when. When someone leaves or a device is retired, fill in "Date removed" rather than deleting the row, so the history stays.',
    '- Compare the list with the accounts in your Microsoft 365 or Google Workspace admin console, and the sign-ins on each computer, every quarter; record each comparison in the Account Review Record.',
    '## What it helps show',
    'AC.L1-3.1.1 (authorized users, processes and devices are identified), AC.L1-3.1.2 (what each may do), AC.L1-3.1.20 (the external systems you use) and IA.L1-3.5.1 (users, processes and devices are identified).',
    'Items marked (optional, beyond Level 1) are good practice that CMMC Level 1 does not require.',
    'This is one example of evidence. CMMC Level 1 does not require this form: an inventory in another tool that records the same facts also serves.',
  ],
};

export default template;
