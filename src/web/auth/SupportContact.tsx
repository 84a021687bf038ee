/**
 * SUPPORT_CONTACT of the server (issue 23), set apart so it reads as whom to ask. Plain text from
 * the server's configuration, rendered as text (never as HTML); long addresses wrap.
 */
export function SupportContact({ contact }: { contact: string }) {
  return (
    <p
      data-testid="support-contact"
      className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-medium break-words text-slate-900"
    >
      {contact}
    </p>
  );
}
