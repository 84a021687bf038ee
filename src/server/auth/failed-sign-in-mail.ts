import { eq } from 'drizzle-orm';
import { SIGN_IN_LIMITS } from '../../contract/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { failedSignInsMessage } from '../mail/failed-sign-ins-message';
import type { Outbox } from '../mail/outbox';
import { countFailedPassword } from './throttle';

/**
 * Notes a wrong password given for an existing account (D33). After the answer, through the
 * outbox, so that neither the answer nor its timing says whether the username exists: the failure
 * is counted for the day, and the one failure whose count reaches the threshold mails the owner
 * (none when the account is disabled). Without mail (no SMTP_URL) nothing is counted or sent.
 */
export function noteFailedPassword(deps: { db: Db; outbox: Outbox | undefined }, userId: string): void {
  const { db, outbox } = deps;
  if (!outbox) return;
  outbox.post('failed sign-ins', async () => {
    const failures = await countFailedPassword(db, userId);
    if (failures !== SIGN_IN_LIMITS.failuresBeforeOwnerMail) return undefined;
    const [user] = await db
      .select({ email: users.email, username: users.username, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || user.disabledAt) return undefined;
    return failedSignInsMessage({ to: user.email, username: user.username, failures });
  });
}
