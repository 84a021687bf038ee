import type { FastifyBaseLogger } from 'fastify';
import { describeMailFailure, type Mailer, type MailMessage } from './mailer';

/**
 * Mail prepared and sent after the answer has gone (D20), so that how long a request takes says
 * nothing of what it found (whether an account uses an address) and a slow or failing mail server
 * never holds up or fails a request. Preparations (the reads and writes that decide whether there
 * is a message) run one at a time, in the order they were posted, which also keeps a burst of
 * requests from taking every database connection; sends run alongside. Failures are logged
 * without the message. Stopping waits for both (`drain`).
 */
export class Outbox {
  private preparing: Promise<void> = Promise.resolve();
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** `purpose` names the mail in the log ("password reset"); it must hold nothing personal. */
  post(purpose: string, prepare: () => Promise<MailMessage | undefined>): void {
    this.preparing = this.preparing
      .then(async () => {
        const message = await prepare();
        if (message) this.send(purpose, message);
      })
      .catch((error: unknown) => this.log.error({ err: error }, `${purpose} e-mail: preparing it failed`));
  }

  private send(purpose: string, message: MailMessage): void {
    const sending = this.mailer
      .send(message)
      .catch((error: unknown) =>
        this.log.warn({ mail: describeMailFailure(error) }, `${purpose} e-mail could not be sent`),
      )
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }

  /** Resolves once everything posted so far is prepared and sent (or has failed). */
  async drain(): Promise<void> {
    await this.preparing;
    await Promise.all(this.sending);
  }
}
