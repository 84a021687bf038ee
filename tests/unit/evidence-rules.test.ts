import { describe, expect, it } from 'vitest';
import { controlsByDomain, linksToSave } from '../../src/contract/evidence-links';
import {
  cleanFileName,
  extensionOf,
  acceptedFileTypes,
  formatFileSize,
  formatSizeLimit,
  isAllowedExtension,
  previewKind,
} from '../../src/contract/evidence';
import { matchesExtension } from '../../src/server/evidence/file-signature';
import { contentDisposition } from '../../src/server/http/send-file';

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB or GB with two decimals', () => {
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.00 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.00 GB');
  });
});

describe('formatSizeLimit', () => {
  it('writes a limit without trailing zeros, as the upload texts say it', () => {
    expect(formatSizeLimit(10_485_760)).toBe('10 MB');
    expect(formatSizeLimit(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatSizeLimit(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatSizeLimit(500)).toBe('500 Bytes');
  });
});

describe('acceptedFileTypes', () => {
  it('turns extensions into the file picker list', () => {
    expect(acceptedFileTypes(['pdf', 'txt'])).toEqual(['.pdf', '.txt']);
    expect(acceptedFileTypes()).toContain('.xlsx');
  });
});

describe('file names', () => {
  it('reads the extension case-insensitively', () => {
    expect(extensionOf('Policy.PDF')).toBe('pdf');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
  });
  it('allows exactly the extensions of D7', () => {
    for (const ok of ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'csv', 'jpg', 'jpeg', 'png', 'zip']) {
      expect(isAllowedExtension(ok)).toBe(true);
    }
    for (const no of ['exe', 'html', 'svg', 'js', '']) expect(isAllowedExtension(no)).toBe(false);
  });
  it('drops folders and control characters', () => {
    expect(cleanFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanFileName('C:\\Users\\dana\\scan.pdf')).toBe('scan.pdf');
    expect(cleanFileName('a\r\nb\u0000c.pdf')).toBe('abc.pdf');
  });

  it('drops bidi controls, so a name reads as what it is', () => {
    expect(cleanFileName('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    const every = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';
    expect(cleanFileName(`a${every}b.txt`)).toBe('ab.txt');
    expect(cleanFileName('\u200fتقرير.pdf')).toBe('تقرير.pdf');
  });
});

describe('previewKind', () => {
  it('previews text, PDF and images only', () => {
    expect(previewKind('text/plain')).toBe('text');
    expect(previewKind('text/csv')).toBe('text');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('application/zip')).toBe('none');
  });
});

describe('matchesExtension (file signatures)', () => {
  it('recognises each binary format by its first bytes', () => {
    expect(matchesExtension('pdf', Buffer.from('%PDF-1.7'))).toBe(true);
    expect(matchesExtension('pdf', Buffer.from('<html>'))).toBe(false);
    expect(matchesExtension('png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(matchesExtension('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(matchesExtension('docx', Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    expect(matchesExtension('xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(true);
    expect(matchesExtension('doc', Buffer.from('%PDF-1.7'))).toBe(false);
  });
  it('accepts UTF-8 text and refuses binary as text', () => {
    expect(matchesExtension('txt', Buffer.from('Fenêtre: verrouillée ✓'))).toBe(true);
    expect(matchesExtension('csv', Buffer.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(matchesExtension('txt', Buffer.from([0xff, 0xfe, 0xfd, 0x41, 0x42, 0x43, 0x44]))).toBe(false);
  });
});

describe('contentDisposition (D8)', () => {
  it('is inline for what a browser shows safely and attachment otherwise', () => {
    expect(contentDisposition('a.pdf', 'application/pdf', false)).toMatch(/^inline;/);
    expect(contentDisposition('a.pdf', 'application/pdf', true)).toMatch(/^attachment;/);
    expect(contentDisposition('a.zip', 'application/zip', false)).toMatch(/^attachment;/);
  });
  it('never lets a file name break out of the header', () => {
    const header = contentDisposition('a"b\\c\u00e9.txt', 'text/plain', false);
    expect(header).toBe(`inline; filename="a_b_c_.txt"; filename*=UTF-8''a%22b%5Cc%C3%A9.txt`);
  });
});

describe('evidence links (D22)', () => {
  const control = (id: string, domainId: string, objectives: string[]) => ({
    id,
    domainId,
    domain: { name: `${domainId} domain` },
    objectives: objectives.map((objectiveId) => ({ id: objectiveId })),
  });
  const catalog = [
    control('AC.1', 'AC', ['AC.1[a]', 'AC.1[b]']),
    control('IA.1', 'IA', ['IA.1[a]']),
    control('AC.2', 'AC', []),
  ];

  it('groups the controls by domain, domains in the order their first control comes', () => {
    expect(
      controlsByDomain(catalog).map((group) => [group.id, group.name, group.controls.map((c) => c.id)]),
    ).toEqual([
      ['AC', 'AC domain', ['AC.1', 'AC.2']],
      ['IA', 'IA domain', ['IA.1']],
    ]);
  });

  it('saves the checked controls in catalog order, and only the objectives of checked controls', () => {
    expect(linksToSave(catalog, new Set(['AC.2', 'AC.1']), new Set(['AC.1[b]', 'IA.1[a]']))).toEqual({
      controlIds: ['AC.1', 'AC.2'],
      objectiveIds: ['AC.1[b]'],
    });
  });
});
