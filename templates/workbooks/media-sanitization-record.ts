import type { WorkbookTemplate } from '../../scripts/templates/workbook';

/** Media Sanitization Record: MP.L1-3.8.3. */
const template: WorkbookTemplate = {
  sheet: 'Sanitization Record',
  title: 'Media Sanitization Record',
  columns: [
    { header: 'Date', width: 13 },
    { header: 'Media type (laptop drive, USB stick, phone, printer/copier drive, paper)', width: 26 },
    { header: 'Serial/asset tag', width: 22 },
    { header: 'Contained FCI? (Yes/No)', width: 12, choices: ['Yes', 'No'] },
    { header: 'Method (NIST SP 800-88 clear/purge/destroy; tool or vendor used)', width: 32 },
    { header: 'Done by', width: 16 },
    { header: 'Verified by', width: 16 },
    { header: 'Certificate of destruction reference', width: 24 },
    { header: 'Disposal/reuse (what happened to it next)', width: 30 },
  ],
  examples: [
    [
      '2025-03-14',
      'Laptop drive (Dell Latitude 5440)',
      'Serial ABC1234 / asset EXAMPLE-LT-01',
      'Yes',
      'Destroy: drive removed and shredded by XYZ Recycling',
      'Jane Smith',
      'Pat Lee',
      'XYZ Recycling certificate 2025-0314-07',
      'Disposed of (laptop body recycled without drive)',
    ],
  ],
  blankRows: 30,
  instructions: [
    'A log of every drive, phone, USB stick, memory card, copier or printer drive and batch of paper that was wiped or destroyed before it was thrown away, sold, returned or given to someone else.',
    '## How to use it',
    '- Delete the example row, then add a row each time media leaves your control or is passed on for reuse.',
    '- Follow your Media Sanitization Procedure; the method names (clear, purge, destroy) come from NIST SP 800-88, the federal guide to wiping media.',
    '- When a vendor shreds or wipes for you, write the certificate number here and keep the certificates with this file.',
    '- Paper can be recorded by batch (for example "one shredding bin, March").',
    '## What it helps show',
    'MP.L1-3.8.3: media containing FCI is sanitized or destroyed before disposal [a] and sanitized before it is released for reuse [b].',
    'This is one example of evidence. CMMC Level 1 does not require this form: vendor certificates, wipe-tool reports or another log that records the same facts also serve.',
  ],
};

export default template;
