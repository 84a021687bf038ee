import type { ActivityAction } from '../../contract/activity';

/**
 * Word lists and templates of the demo data set (issue 12 section 3): organizations named from
 * three lists (40 x 40 x 7 = 11,200 distinct names), people from two, and the mix of activity an
 * organization's history holds.
 */
// prettier-ignore
export const NAME_PREFIXES = [
  'Precision', 'Allied', 'Summit', 'Keystone', 'Liberty', 'Patriot', 'Pioneer', 'Frontier',
  'Granite', 'Cobalt', 'Titan', 'Meridian', 'Atlas', 'Eagle', 'Falcon', 'Harbor', 'Ironwood',
  'Lakeside', 'Northstar', 'Redstone', 'Sentinel', 'Silverline', 'Vanguard', 'Bluewater',
  'Cedar', 'Crescent', 'Evergreen', 'Highland', 'Horizon', 'Quartz', 'Ridgeline', 'Sterling',
  'Tidewater', 'Unity', 'Westfield', 'Acme', 'Beacon', 'Canyon', 'Delta', 'Orion',
];
// prettier-ignore
export const NAME_CORES = [
  'Machining', 'Avionics', 'Fabrication', 'Composites', 'Electronics', 'Engineering',
  'Logistics', 'Systems', 'Tooling', 'Castings', 'Optics', 'Controls', 'Hydraulics', 'Metals',
  'Plastics', 'Software', 'Analytics', 'Robotics', 'Coatings', 'Sensors', 'Welding', 'Forge',
  'Aerospace', 'Marine', 'Defense Services', 'Precision Parts', 'Cable', 'Circuits', 'Fasteners',
  'Gears', 'Instruments', 'Microwave', 'Photonics', 'Power', 'Signal', 'Springs', 'Thermal',
  'Valves', 'Wire', 'Textiles',
];
export const NAME_SUFFIXES = ['LLC', 'Inc.', 'Co.', 'Corp.', 'Group', 'Industries', 'Partners'];
// prettier-ignore
export const FIRST_NAMES = [
  'James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'William',
  'Elizabeth', 'Carlos', 'Aisha', 'Wei', 'Priya', 'Daniel', 'Sarah', 'Thomas', 'Karen', 'Kevin',
  'Nancy', 'Jamal', 'Olga', 'Hiroshi', 'Fatima', 'Brian',
];
// prettier-ignore
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Nguyen', 'Patel', 'Kim', 'Okafor', 'Kowalski', 'Schmidt',
];

/** Who an entry names as actor: the owner, one of the demo auditors, or the demo admin. */
export type DemoActor = 'owner' | 'auditor' | 'admin';

/**
 * The activity of an organization, as weights out of 100. In the descriptions, {control} is a
 * control number, {file} an evidence file name, {admin} the demo admin's username, {auditor} an
 * auditor's name. The first entry of every organization is its registration.
 */
export const ACTIVITY_MIX: [weight: number, action: ActivityAction, description: string, actor: DemoActor][] =
  [
    [28, 'sign_in', 'Signed in', 'owner'],
    [8, 'sign_out', 'Signed out', 'owner'],
    [10, 'status_change', 'Marked {control} as In Progress', 'owner'],
    [6, 'status_change', 'Marked {control} as Completed', 'owner'],
    [8, 'notes_update', 'Updated implementation notes for {control}', 'owner'],
    [8, 'evidence_upload', 'Uploaded "{file}" for {control}', 'owner'],
    [8, 'objective_assessed', 'Assessed {control}[a]: MET', 'owner'],
    [4, 'diagnostic_run', 'Ran the readiness diagnostic', 'owner'],
    [5, 'review', '{auditor} reviewed {control}: Approved', 'auditor'],
    [2, 'resubmitted', 'Resubmitted {control} for review', 'owner'],
    [3, 'scope_update', 'Updated the assessment scope', 'owner'],
    [2, 'profile_update', 'Updated the profile (firstName, lastName)', 'owner'],
    [1, 'impersonation_start', 'Administrator {admin} opened this platform', 'admin'],
    [2, 'status_change', 'Marked {control} as In Progress', 'admin'],
    [1, 'impersonation_end', 'Administrator left this platform', 'admin'],
    [1, 'password_change', 'Changed their password; other sessions were signed out', 'owner'],
    [3, 'evidence_links_changed', 'Linked "{file}" to {control}', 'owner'],
  ];

/** Evidence file names by type; each seeded file points at the placeholder object of its type. */
export const EVIDENCE_NAMES: Record<DemoFileType, string[]> = {
  pdf: [
    'Access Control Policy',
    'Authorized Users List',
    'Visitor Log',
    'Media Sanitization Procedure',
    'Firewall Configuration Report',
    'Antivirus Scan Report',
    'Incident Response Plan',
    'Patch Management Procedure',
  ],
  png: ['Screen Lock Settings', 'Badge Reader Photo', 'Firewall Rules Screenshot', 'Patch Status Screenshot'],
  txt: ['Password Policy Notes', 'Network Boundary Notes'],
  csv: ['User Account Inventory', 'Physical Access Log', 'Software Inventory'],
};

export type DemoFileType = 'pdf' | 'png' | 'txt' | 'csv';

const NOTE = 'Demo evidence made by npm run seed:demo. It stands for a real document.\n';

/** A one-page PDF with the note (offsets computed, so readers accept it). */
function placeholderPdf(): Buffer {
  const text = `BT /F1 12 Tf 72 720 Td (${NOTE.trim()}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1 x 1 grey PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);

export const PLACEHOLDERS: Record<DemoFileType, { contentType: string; bytes: Buffer }> = {
  pdf: { contentType: 'application/pdf', bytes: placeholderPdf() },
  png: { contentType: 'image/png', bytes: PNG_BYTES },
  txt: { contentType: 'text/plain', bytes: Buffer.from(NOTE) },
  csv: { contentType: 'text/csv', bytes: Buffer.from(`note\n"${NOTE.trim()}"\n`) },
};
