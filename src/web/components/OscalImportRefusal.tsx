import { CircleAlert } from 'lucide-react';
import { OSCAL_IMPORT_MAX_BYTES } from '../../contract/oscal-import';
import { errorStatus, serverFieldErrors, serverMessage } from '../lib/errors';

/** Why a file was not read or not imported: the server's message, and the entries it does not name. */
export interface Refusal {
  message: string;
  details: string[];
}

const MEGABYTES = OSCAL_IMPORT_MAX_BYTES / (1024 * 1024);

/** A JSON path of the document as the server names it (`a.results.0.findings`), written `a.results[0].findings`. */
const pathOf = (key: string) => key.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/**
 * The server's refusal as the card shows it (D5). Its message names what is wrong (the unknown
 * objective ids, the affirmed cycle, the finding a save would refuse); when it lists the entries of
 * its `errors` (keyed by target or objective id, the first 20), they are shown as a list under the
 * message's lead, one a line, with the count the message adds beyond them. A document of the wrong
 * shape names the JSON path of what is wrong.
 */
export function refusalOf(error: unknown): Refusal {
  const status = errorStatus(error);
  if (status === undefined)
    return {
      message: 'The file could not be sent: check your connection and try again.',
      details: [],
    };
  const message = serverMessage(error, `The server refused the file (${status}).`);
  if (status === 413)
    return {
      message: `${message}: the import takes documents of at most ${MEGABYTES} MB. Leave attachments (back-matter) out of the file.`,
      details: [],
    };
  const entries = Object.entries(serverFieldErrors(error));
  const lead = message.indexOf(': ');
  const listed =
    entries.length > 1 && lead > 0 && entries.every(([key]) => message.indexOf(key, lead) > lead);
  if (listed) {
    const more = /; and (\d+) more$/.exec(message)?.[1];
    return {
      message: `${message.slice(0, lead)}:`,
      details: [...entries.map(([key, value]) => `${key}: ${value}`), ...(more ? [`and ${more} more`] : [])],
    };
  }
  const details = entries
    .filter(([key]) => !message.includes(key))
    .map(([key, value]) => (value === message ? `at ${pathOf(key)}` : `${pathOf(key)}: ${value}`));
  return { message, details };
}

/** A refusal, announced as an alert where it appears. */
export function ImportRefusal({ refusal, title }: { refusal: Refusal; title?: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      data-testid="oscal-import-error"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />
      <div className="flex min-w-0 flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        <p className="break-words">{refusal.message}</p>
        {refusal.details.length > 0 && (
          <ul className="ml-4 list-disc break-words">
            {refusal.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
