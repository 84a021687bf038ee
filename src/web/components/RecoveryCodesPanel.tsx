import { Copy, Download } from 'lucide-react';
import { PRODUCT_NAME } from '../../contract/constants';
import { toast } from '../lib/toast';
import { Button } from './ui/button';

function asText(codes: string[], username: string): string {
  return [
    `${PRODUCT_NAME}: recovery codes for ${username}`,
    'Each code signs in once in place of the code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function copy(text: string) {
  navigator.clipboard.writeText(text).then(
    () => toast({ title: 'Copied', description: 'The recovery codes are on the clipboard.' }),
    () =>
      toast({
        title: 'Not copied',
        description: 'This browser blocked the clipboard: select the codes and copy them, or download them.',
        variant: 'destructive',
      }),
  );
}

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'cmmc-readiness-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

interface RecoveryCodesPanelProps {
  codes: string[];
  username: string;
  onContinue: () => void;
}

/**
 * The ten recovery codes of two-step sign-in (D20), shown this once: to copy, download or write
 * down, then confirmed before the screen moves on.
 */
export function RecoveryCodesPanel({ codes, username, onContinue }: RecoveryCodesPanelProps) {
  const text = asText(codes, username);
  return (
    <div className="flex flex-col gap-4 sm:max-w-lg">
      <p className="text-sm text-slate-700">
        If you lose your phone or authenticator app, each of these codes signs you in once. Keep them
        somewhere safe, such as a password manager. They are shown only now.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => copy(text)}>
          <Copy aria-hidden />
          Copy
        </Button>
        <Button type="button" variant="outline" onClick={() => download(text)}>
          <Download aria-hidden />
          Download
        </Button>
      </div>
      <Button type="button" onClick={onContinue} className="whitespace-normal">
        I have saved these codes — continue
      </Button>
    </div>
  );
}
