import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope's recipients, lower case. */
  to: string[];
  parsed: ParsedMail;
}

export interface MailServer {
  /** SMTP_URL for the app, with the credentials the server requires. */
  url: string;
  /** Every message received so far, in order. */
  inbox: ReceivedMail[];
  /** The next message to `address` not yet taken by an earlier call; waits for it to arrive. */
  nextMailTo(address: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package): plain SMTP on loopback, no
 * STARTTLS, with a username and password that the app's SMTP_URL must carry. Messages are parsed
 * with `mailparser` and kept in order; waiting for one is a promise resolved when it arrives.
 */
export async function startMailServer(
  credentials = { user: 'mailer', pass: 'smtp-secret' },
): Promise<MailServer> {
  const inbox: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: { address: string; resolve: (mail: ReceivedMail) => void }[] = [];

  const deliver = () => {
    for (const waiter of [...waiters]) {
      const mail = inbox.find((m) => !taken.has(m) && m.to.includes(waiter.address));
      if (!mail) continue;
      taken.add(mail);
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          inbox.push({ to, parsed });
          deliver();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const auth = `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}`;
  return {
    url: `smtp://${auth}@127.0.0.1:${port}`,
    inbox,
    nextMailTo: (address) =>
      new Promise((resolve) => {
        waiters.push({ address: address.toLowerCase(), resolve });
        deliver();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
