/**
 * Builds src/server/catalog/level2/nist-sp-800-171r2.json, the Level 2 catalog's standard texts
 * (D29), from the NIST sources vendored under vendor/nist/ (public domain):
 *  - statements: NIST SP 800-171 Rev 2 as NIST's CPRT exports it (SP_800_171_2_0_0);
 *  - objectives and assessment methods: NIST SP 800-171A (June 2018), the text of NIST's PDF as
 *    pdftotext extracted it (the PDF's SHA-256 is in the extraction's header).
 * The only repairs are mechanical and listed in REPAIRS: the PDF's running footer, caught in the
 * middle of some texts, is removed, and each "[SELECT FROM: a; b]." list is split into its items.
 * Run: npx tsx scripts/catalog/build-level2.ts (tests/unit/catalog-level2.test.ts checks that the
 * committed file is what this builds, and its hash).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SOURCES = {
  cprt: 'vendor/nist/cprt_SP_800_171_2_0_0_2026-09-15.json',
  sp800171a: 'vendor/nist/sp800-171a-extracted.json',
} as const;
export const OUTPUT = 'src/server/catalog/level2/nist-sp-800-171r2.json';

/** NIST's page footer, which pdftotext leaves inside the texts that cross a page break. */
const FOOTER =
  /\s*This publication is available free of charge from: https:\/\/doi\.org\/10\.6028\/NIST\.SP\.800-171A\s*/g;
export const REPAIRS = [
  'Removed the PDF page footer "This publication is available free of charge from: https://doi.org/10.6028/NIST.SP.800-171A" where the extraction caught it inside a text.',
  'Split each assessment method\'s "[SELECT FROM: ...]." list on "; " into its items, as the Level 1 catalog holds them.',
];

/** The families' two-letter codes (32 CFR 170.14(c)(1)) by NIST chapter. */
const FAMILIES = ['AC', 'AT', 'AU', 'CM', 'IA', 'IR', 'MA', 'MP', 'PS', 'PE', 'RA', 'CA', 'SC', 'SI'];

interface Extracted {
  source: { file: string; sha256: string; extractor: string };
  controls: Record<
    string,
    {
      statement: string;
      objectives: Record<string, string>;
      examine: string;
      interview: string;
      test: string;
    }
  >;
}
interface Cprt {
  response: { elements: { elements: { element_type: string; element_identifier: string; text: string }[] } };
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const clean = (text: string) => text.replace(FOOTER, ' ').replace(/\s+/g, ' ').trim();

function methodItems(text: string): string[] {
  const match = /^\[SELECT FROM: (.*)\]\.?$/.exec(clean(text));
  if (!match) throw new Error(`Unexpected assessment method text: ${text.slice(0, 80)}`);
  return match[1]!.split('; ').map((item) => item.trim());
}

export function buildLevel2() {
  const cprtText = read(SOURCES.cprt);
  const extractedText = read(SOURCES.sp800171a);
  const cprt = JSON.parse(cprtText) as Cprt;
  const extracted = JSON.parse(extractedText) as Extracted;
  const statements = new Map(
    cprt.response.elements.elements
      .filter((element) => element.element_type === 'requirement')
      .map((element) => [element.element_identifier, element.text.trim()]),
  );
  const requirements = Object.entries(extracted.controls).map(([nist, control]) => {
    const statement = statements.get(nist);
    if (!statement) throw new Error(`CPRT has no statement for ${nist}`);
    const chapter = Number(nist.split('.')[1]);
    return {
      nist,
      family: FAMILIES[chapter - 1]!,
      statement,
      objectives: Object.entries(control.objectives).map(([letter, text]) => ({ letter, text: clean(text) })),
      assessmentMethods: {
        examine: methodItems(control.examine),
        interview: methodItems(control.interview),
        test: methodItems(control.test),
      },
    };
  });
  return {
    source: {
      statements: `NIST SP 800-171 Rev 2 (February 2020), NIST CPRT export SP_800_171_2_0_0: ${SOURCES.cprt} (sha256 ${sha256(cprtText)})`,
      objectivesAndMethods: `NIST SP 800-171A (June 2018), ${extracted.source.file} (sha256 ${extracted.source.sha256}), text extracted with ${extracted.source.extractor}: ${SOURCES.sp800171a} (sha256 ${sha256(extractedText)})`,
      obtainedFrom:
        'Both source files as kept in https://github.com/khanssen/oscal-nist-800-171r2 under sources/ (vendor/nist/README.md)',
      licence: 'Works of the US Government (NIST): public domain',
      repairs: REPAIRS,
      builtBy: 'scripts/catalog/build-level2.ts',
    },
    /** SHA-256 of JSON.stringify(requirements): the test recomputes it. */
    sha256: sha256(JSON.stringify(requirements)),
    requirements,
  };
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  fs.writeFileSync(path.join(ROOT, OUTPUT), `${JSON.stringify(buildLevel2(), null, 2)}\n`);
  console.log(`Wrote ${OUTPUT}`);
}
