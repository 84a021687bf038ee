import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { saveImplementationSchema } from '../../src/contract/implementations';
import type { RouteSpec } from '../../src/contract/route';
import { routes } from '../../src/contract/routes';
import { freeText, NUL_MESSAGE, withoutHiddenControls } from '../../src/contract/text';

/*
 * Issue 38: bidi overrides and control characters are dropped from free text on the way in, in
 * one place (`freeText`), and what a person typed is otherwise kept as typed.
 */

const BIDI_OVERRIDES = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const controls = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));

describe('withoutHiddenControls', () => {
  it('drops the bidi embeddings, overrides and isolates', () => {
    for (const char of BIDI_OVERRIDES) expect(withoutHiddenControls(`a${char}b`)).toBe('ab');
    // The "Trojan Source" shape: the override makes the end of the note read first.
    expect(withoutHiddenControls('Approved\u202E\u2066 // not\u2069\u2066')).toBe('Approved // not');
  });

  it('drops the control characters but tab, line feed and carriage return', () => {
    for (const char of [...controls(0x01, 0x08), '\u000B', '\u000C', ...controls(0x0e, 0x1f)])
      expect(withoutHiddenControls(`a${char}b`), char.charCodeAt(0).toString(16)).toBe('ab');
    for (const char of ['\u007F', ...controls(0x80, 0x9f)])
      expect(withoutHiddenControls(`a${char}b`)).toBe('ab');
    expect(withoutHiddenControls('line\r\nnext\tcolumn\n')).toBe('line\r\nnext\tcolumn\n');
  });

  it('keeps what people write: accents, scripts, emoji, the directional marks, markup as text', () => {
    for (const text of [
      'Ünïcödé, 中文, 🚀, 👩‍💻 (a joined emoji)',
      'עברית\u200F, العربية\u061C and English\u200E',
      '<b>tags</b> & "quotes" stay text',
      'non\u00A0breaking and zero\u200Bwidth',
    ])
      expect(withoutHiddenControls(text)).toBe(text);
  });

  it('leaves NUL to the check that refuses it with a message (D5)', () => {
    expect(withoutHiddenControls('a\u0000b')).toBe('a\u0000b');
  });
});

describe('a free-text field', () => {
  it('drops hidden controls before its trim and its limits', () => {
    expect(freeText().trim().max(3).parse('\u202E abc \u0007')).toBe('abc');
  });

  it('is how a request takes notes: cleaned, otherwise as typed; NUL still refused', () => {
    const saved = saveImplementationSchema.parse({
      controlId: 'AC.L1-3.1.1',
      status: 'in_progress',
      notes: ' Bell\u0007 and \u202Eoverride\u202C kept <img src=x onerror=alert(1)>\n',
      implementationStatement: '\u2067Named accounts only.\u2069',
    });
    expect(saved.notes).toBe(' Bell and override kept <img src=x onerror=alert(1)>\n');
    expect(saved.implementationStatement).toBe('Named accounts only.');
    const refused = saveImplementationSchema.safeParse({
      controlId: 'AC.L1-3.1.1',
      status: 'done',
      notes: 'a\u0000b',
    });
    expect(refused.error?.issues.find((issue) => issue.path[0] === 'notes')?.message).toBe(NUL_MESSAGE);
  });
});

/**
 * The string fields of request bodies that are not free text: identifiers, secrets, codes, dates,
 * addresses and file names (cleaned by their own rule, `cleanFileName`, which drops more).
 */
const NOT_FREE_TEXT = new Set([
  'username',
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'code',
  'recoveryCode',
  'token',
  'invitationToken',
  'email',
  'officialPhone',
  'cmmcUid',
  'controlId',
  'controlIds[]',
  'objectiveIds[]',
  'requirementId',
  'organizationId',
  'cageCodes[]',
  'plannedCompletion',
  'due',
  'closedAt',
  'sprsEnteredAt',
  'arisenOn',
  'date',
  'fileName',
  'filename',
  'fileType',
  'type',
  'uploadURL',
  'ETag',
]);
/**
 * Routes whose body is a document read into other requests' fields: an OSCAL import's texts become
 * a finding's save (`saveFindingSchema`) or a POA&M item's (the POA&M input schemas), which clean them.
 */
const DOCUMENT_BODIES = new Set<RouteSpec>([routes.importOscal, routes.importOscalPoam]);

interface Leaf {
  path: string;
  free: boolean;
}

/** The string fields of a schema, and whether each starts from `freeText` (zod 4's definitions). */
function stringFields(schema: z.ZodType, path = ''): Leaf[] {
  const def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        stringFields(value, path ? `${path}.${key}` : key),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return stringFields(def.innerType, path);
    case 'pipe':
      return [...stringFields(def.in, path), ...stringFields(def.out, path)];
    case 'array':
      return stringFields(def.element, `${path}[]`);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => stringFields(option, path));
    case 'string': {
      const checks = (def.checks ?? []) as { _zod: { def: { check: string; tx?: unknown } } }[];
      const free = checks.some(
        (check) => check._zod.def.check === 'overwrite' && check._zod.def.tx === withoutHiddenControls,
      );
      return def.format ? [] : [{ path, free }];
    }
    default:
      return [];
  }
}

describe('the request bodies of the route table', () => {
  const bodies = (Object.entries(routes) as [string, RouteSpec][]).filter(
    ([, route]) => route.body && !DOCUMENT_BODIES.has(route),
  );

  it('take every text a person types as free text', () => {
    const missing = bodies.flatMap(([name, route]) =>
      stringFields(route.body!)
        .filter((leaf) => !leaf.free && !NOT_FREE_TEXT.has(leaf.path.split('.').pop()!))
        .map((leaf) => `${name}: ${leaf.path}`),
    );
    expect(missing).toEqual([]);
  });

  it('find the free-text fields (the walk sees them)', () => {
    const free = bodies.flatMap(([name, route]) =>
      stringFields(route.body!)
        .filter((leaf) => leaf.free)
        .map((leaf) => `${name}: ${leaf.path}`),
    );
    expect(free).toEqual(
      expect.arrayContaining([
        'saveImplementation: notes',
        'saveImplementation: implementationStatement',
        'saveFinding: note',
        'saveFinding: justification',
        'saveFinding: basisDescription',
        'saveScope: systems[].description',
        'saveScope: boundary',
        'createPoamItem: weakness',
        'createPoamItem: milestones[].text',
        'reviewImplementation: auditorNotes',
        'approveReviews: auditorNotes',
        'reportChange: note',
        'affirm: officialTitle',
        'updateProfile: firstName',
        'register: businessName',
        'updateOrganization: businessName',
        'createStaff: lastName',
      ]),
    );
  });
});
