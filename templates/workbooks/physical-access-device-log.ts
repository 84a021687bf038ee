import type { WorkbookTemplate } from '../../scripts/templates/workbook';

/** Key, Badge and Door Code Log: PE.L1-3.10.5 (control and manage physical access devices). */
const template: WorkbookTemplate = {
  sheet: 'Key and Badge Log',
  title: 'Key, Badge and Door Code Log',
  columns: [
    {
      header: 'Device type (key / badge / fob / door code / combination)',
      width: 18,
      choices: ['Key', 'Badge', 'Fob', 'Door code', 'Combination'],
    },
    { header: 'Number or label', width: 12 },
    { header: 'What it opens', width: 24 },
    { header: 'Issued to', width: 18 },
    { header: 'Date issued', width: 13 },
    { header: 'Issued by', width: 16 },
    { header: 'Holder signature or initials', width: 14 },
    { header: 'Date returned, disabled or lost', width: 15 },
    { header: 'Received or disabled by', width: 16 },
    { header: 'Lock rekeyed or code changed (date)', width: 15 },
    { header: 'Notes', width: 32 },
  ],
  examples: [
    [
      'Key',
      'K-04',
      'Front door and network closet',
      'Jane Smith',
      '2025-01-06',
      'Pat Lee',
      'JS',
      '',
      '',
      '',
      'Spare keys K-05 to K-07 kept in the locked key box (Pat Lee holds the key box key)',
    ],
  ],
  blankRows: 30,
  instructions: [
    'A record of every key, badge, fob and door code, who holds it, and when it was issued, returned or changed.',
    '## How to use it',
    '- Delete the example row, then list every physical access device, including spares and the key box.',
    '- Have holders initial when they receive a key or badge.',
    '- Update it the day someone leaves: record the return, disable badges, and change door codes or rekey locks the person knew or could not return.',
    '- Check the list against the keys and badges you can account for at least once a year, and write down the date.',
    '## What it helps show',
    'PE.L1-3.10.5: physical access devices are identified [a], controlled [b] and managed [c].',
    'This is one example of evidence. CMMC Level 1 does not require this form: an export from your badge or smart-lock system that records the same facts also serves.',
  ],
};

export default template;
