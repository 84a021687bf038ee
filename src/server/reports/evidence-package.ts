import { finished, PassThrough, pipeline, type Readable } from 'node:stream';
import { ZipArchive, type ZipEntryData } from 'archiver';
import { PACKAGE_FILE_STATUSES } from '../../contract/exports';
import type { StoredEvidence } from '../evidence/queries';
import { Sha256Stream } from '../storage/hash-stream';
import type { ObjectStorage } from '../storage/storage';
import { csvStream, type CsvColumn } from '../http/csv';
import { EntryNames } from './zip-names';

/**
 * A file added to the package after the evidence and its index, at the top level: the compliance
 * PDF is added this way where the package is made (D25). `stream` may be a function, so that the
 * file is made only when its turn comes.
 */
export interface PackageEntry {
  name: string;
  stream: Readable | (() => Readable | Promise<Readable>);
}

/** One line of index.csv. */
interface IndexLine {
  file: StoredEvidence;
  /** Where the file is in the package; empty when it is not. */
  path: string;
  sha256: string | null;
  status: string;
}

const INDEX_COLUMNS: CsvColumn<IndexLine>[] = [
  { header: 'File in package', value: (line) => line.path },
  { header: 'Original name', value: (line) => line.file.fileName },
  { header: 'Primary control', value: (line) => line.file.primaryControlId },
  { header: 'Linked controls', value: (line) => line.file.controlIds.join('; ') },
  { header: 'Linked objectives', value: (line) => line.file.objectiveIds.join('; ') },
  { header: 'Uploaded at', value: (line) => line.file.uploadedAt.toISOString() },
  { header: 'Size (bytes)', value: (line) => line.file.fileSize },
  { header: 'SHA-256', value: (line) => line.sha256 },
  { header: 'Status', value: (line) => line.status },
];

/** Types that are compressed already (images, Office Open XML, ZIP): stored as they are. */
const COMPRESSED_TYPES = /^(image\/|application\/zip$|application\/vnd\.openxmlformats)/;

/**
 * Appends one entry and waits until the archive has taken all of it: one source open at a time.
 * A source that fails is watched here too: the archive notices only errors that come after it
 * started reading the source, and would otherwise wait for it for ever.
 */
function appendEntry(archive: ZipArchive, source: Readable, data: ZipEntryData): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      archive.off('close', onClose);
      stopWatching();
      if (error) reject(error);
      else resolve();
    };
    const onEntry = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new Error('The package was closed before it was complete'));
    const stopWatching = finished(source, (error) => {
      if (error) settle(error);
    });
    archive.on('entry', onEntry);
    archive.on('error', onError);
    archive.on('close', onClose);
    archive.append(source, data);
  });
}

/**
 * The stored object, or undefined when storage says it is not there. Any other failure (storage
 * unreachable) is thrown: the package then fails rather than list a file as missing that is not.
 */
export async function openStored(storage: ObjectStorage, key: string): Promise<Readable | undefined> {
  try {
    return await storage.getStream(key);
  } catch (error) {
    if ((await storage.head(key)) === undefined) return undefined;
    throw error;
  }
}

/**
 * The evidence package of D25 as a ZIP stream, made while it is read: every evidence file once,
 * in the folder of its primary control (`AC.L1-3.1.1/policy.pdf`, names made safe and unique),
 * then `index.csv` naming every file's links, size and SHA-256, then the `extras`.
 *
 * Memory stays flat whatever the total: files are read one at a time from storage, and the
 * archive is produced only as fast as the reader takes it (back-pressure through to storage).
 * Each file is hashed again as it goes into the package, so the index tells when stored bytes
 * no longer match the hash recorded at upload. A file that storage no longer holds is listed as
 * missing and the package stays complete; any other failure part way (a storage read that
 * breaks off) destroys the stream with the error, so that the download fails visibly instead
 * of ending as a shorter ZIP that looks whole.
 */
export function evidencePackage(
  storage: ObjectStorage,
  files: StoredEvidence[],
  extras: PackageEntry[] = [],
  now = new Date(),
): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const output = new PassThrough();
  let reading: Readable | undefined;
  pipeline(archive, output, (error) => {
    // The reader went away, or the package failed: nothing more is read from storage.
    if (error) reading?.destroy();
  });

  const build = async () => {
    const names = new EntryNames();
    const index: IndexLine[] = [];
    for (const file of files) {
      const stored = await openStored(storage, file.objectPath);
      if (!stored) {
        index.push({ file, path: '', sha256: file.sha256, status: PACKAGE_FILE_STATUSES.missing });
        continue;
      }
      const hash = new Sha256Stream();
      reading = stored;
      const hashed = pipeline(stored, hash, () => undefined);
      const path = names.take(file.primaryControlId, file.fileName);
      await appendEntry(archive, hashed, {
        name: path,
        date: file.uploadedAt,
        store: COMPRESSED_TYPES.test(file.fileType),
      });
      reading = undefined;
      const packaged = hash.sha256;
      index.push({
        file,
        path,
        sha256: file.sha256 ?? packaged,
        status:
          file.sha256 === null
            ? PACKAGE_FILE_STATUSES.hashedNow
            : file.sha256 === packaged
              ? PACKAGE_FILE_STATUSES.included
              : `${PACKAGE_FILE_STATUSES.changed} ${packaged}`,
      });
    }
    await appendEntry(archive, csvStream(INDEX_COLUMNS, index), { name: 'index.csv', date: now });
    for (const extra of extras) {
      const source = typeof extra.stream === 'function' ? await extra.stream() : extra.stream;
      reading = source;
      await appendEntry(archive, source, { name: extra.name, date: now });
      reading = undefined;
    }
    await archive.finalize();
  };
  build().catch((error: unknown) => {
    reading?.destroy();
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
