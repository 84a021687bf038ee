import type { WorkbookTemplate } from '../../scripts/templates/workbook';

/** Public Content Review Log: AC.L1-3.1.22 [c], [d] and [e]. */
const template: WorkbookTemplate = {
  sheet: 'Review Log',
  title: 'Public Content Review Log',
  columns: [
    { header: 'Date of review', width: 13 },
    {
      header: 'Review type',
      width: 16,
      choices: ['Before posting', 'Periodic review', 'Removal'],
    },
    { header: 'Where (website page, social media account, public portal)', width: 24 },
    { header: 'Content (title, link or short description)', width: 30 },
    { header: 'Prepared or posted by', width: 16 },
    { header: 'Reviewed by', width: 16 },
    { header: 'Contains FCI? (Yes/No)', width: 11, choices: ['Yes', 'No'] },
    {
      header: 'Decision',
      width: 16,
      choices: ['Approved', 'Approved after changes', 'Rejected', 'Removed'],
    },
    { header: 'Date posted or removed', width: 13 },
    { header: 'Notes (what was changed, or what was done about FCI found)', width: 32 },
  ],
  examples: [
    [
      '2025-03-10',
      'Before posting',
      'Company website, News page',
      'Article "New CNC machine installed", with one photo',
      'Jane Smith',
      'Pat Lee',
      'No',
      'Approved after changes',
      '2025-03-11',
      'Photo cropped so a customer drawing on the bench cannot be seen',
    ],
    [
      '2025-04-01',
      'Periodic review',
      'Website (all pages) and LinkedIn page',
      'Everything currently public',
      '',
      'Pat Lee',
      'No',
      'Approved',
      '',
      'Quarterly check: nothing to remove',
    ],
  ],
  blankRows: 30,
  instructions: [
    'A record that content is checked for Federal Contract Information (FCI) before it goes on your website, social media or any other public site, that what is already public is checked from time to time, and what was done if FCI was found.',
    '## How to use it',
    '- Delete the example rows. Only the people your access control policy authorizes may post to public sites.',
    '- Before anything is posted, a second authorized person checks it for FCI (contract details, drawings, specifications, prices, schedules or customer information the government has not released) and fills in a row. An e-mail reply saying "approved" can be kept with the row.',
    '- Review everything already public on a schedule you choose (for example every quarter) and record each review as "Periodic review".',
    '- If FCI is found on a public site, remove it at once, record a "Removal" row with what happened and what was done.',
    '## What it helps show',
    'AC.L1-3.1.22: a review process is in place before posting [c], public content is reviewed to make sure it holds no FCI [d], and improper postings are removed and addressed [e]. The people authorized to post [a] and the procedure [b] belong in your access control policy.',
    "This is one example of evidence. CMMC Level 1 does not require this form: approval e-mails or your website tool's publishing history that show the same facts also serve.",
  ],
};

export default template;
