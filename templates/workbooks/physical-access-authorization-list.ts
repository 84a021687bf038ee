import type { WorkbookTemplate } from '../../scripts/templates/workbook';

/** Physical Access Authorization List: PE.L1-3.10.1 [a] (authorized individuals are identified). */
const template: WorkbookTemplate = {
  sheet: 'Authorized Access',
  title: 'Physical Access Authorization List',
  columns: [
    { header: 'Name', width: 22 },
    { header: 'Role / job title (or company, for contractors)', width: 24 },
    {
      header: 'Employee or contractor',
      width: 14,
      choices: ['Employee', 'Contractor', 'Service provider', 'Other'],
    },
    { header: 'Areas authorized (for example office, network closet, records room, shop floor)', width: 32 },
    { header: 'When (for example business hours, any time)', width: 18 },
    {
      header: 'How access is given (key, badge or door code number from the Key, Badge and Door Code Log)',
      width: 24,
    },
    { header: 'Authorized by', width: 16 },
    { header: 'Date authorized', width: 13 },
    { header: 'Date access removed', width: 13 },
    { header: 'Last reviewed (date and initials)', width: 15 },
  ],
  examples: [
    [
      'Jane Smith',
      'Office manager',
      'Employee',
      'Office; network closet',
      'Any time',
      'Key K-04',
      'Pat Lee, Owner',
      '2025-01-06',
      '',
      '2025-04-01 PL',
    ],
    [
      'Maria Lopez',
      'ABC Cleaning',
      'Service provider',
      'Office areas only; not the network closet or records room',
      'Tuesday and Friday, 18:00-20:00',
      'Door code C-2 (her own code)',
      'Pat Lee, Owner',
      '2025-02-03',
      '',
      '2025-04-01 PL',
    ],
  ],
  blankRows: 30,
  instructions: [
    'The list of people allowed into your workplace, and into the rooms where company computers, network equipment and contract paperwork are, without an escort.',
    '## How to use it',
    '- Replace the example rows. List every employee, contractor and service provider (cleaners, landlord, IT provider) who may enter without an escort, and the areas each may enter.',
    '- Anyone not on this list is a visitor: they sign the Visitor Log and are escorted.',
    '- Record who approved each person. On the day someone leaves or no longer needs access, fill in "Date access removed" and collect or disable their key, badge or code (see the Key, Badge and Door Code Log).',
    '- Review the list at least once a year and whenever staff change, and write the date and your initials in the last column.',
    '## What it helps show',
    'PE.L1-3.10.1: the individuals authorized for physical access are identified [a], and physical access to systems, equipment and the places they are kept is limited to them [b-d].',
    'This is one example of evidence. CMMC Level 1 does not require this form: a list kept in your badge system or another document that records the same facts also serves.',
  ],
};

export default template;
