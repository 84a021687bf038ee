import crypto from 'node:crypto';

/*
 * Device cookies (D33): a browser that has signed in to an account carries a cookie for that
 * account, signed with a key derived from SESSION_SECRET, that lets its sign-ins skip the
 * per-account wait a stranger's wrong guesses impose (D26). The cookie names the user, the
 * account's device generation (users.device_epoch) when it was issued, when it was issued and a
 * random id; a password change or reset moves the generation on, so every earlier cookie stops
 * counting. The database keeps nothing per cookie.
 */

/** Every device cookie's name starts so; the rest is a keyed hash of the user id. */
export const DEVICE_COOKIE_PREFIX = 'cmmc_device_';
/** A device cookie lives one year, in the browser and in its signed issue time. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The most device cookies one browser keeps (one per account): the oldest go first. */
export const MAX_DEVICE_COOKIES = 5;

const VERSION = 'v1';
/** Far more than a real token's length (about 110); anything longer is not read at all. */
const MAX_TOKEN_LENGTH = 200;

export interface DeviceToken {
  userId: string;
  epoch: number;
  /** Milliseconds since the epoch, as signed. */
  issuedAt: number;
  /** Random; names the cookie's own throttle counter. */
  id: string;
}

/** The account a device cookie is checked against: its id and current device generation. */
export interface DeviceAccount {
  id: string;
  deviceEpoch: number;
}

const NON_NEGATIVE_INTEGER = /^(0|[1-9][0-9]{0,14})$/;

export class DeviceKeys {
  private readonly key: Buffer;

  /** The signing key is derived from the session secret, so that neither key can stand in for the other. */
  constructor(sessionSecret: string) {
    this.key = crypto.createHmac('sha256', sessionSecret).update('cmmc-readiness device cookie key').digest();
  }

  private mac(text: string): string {
    return crypto.createHmac('sha256', this.key).update(text).digest('base64url');
  }

  /** The cookie of one account; the name says nothing of the account to a reader without the key. */
  cookieName(userId: string): string {
    return `${DEVICE_COOKIE_PREFIX}${this.mac(`name:${userId}`).slice(0, 16)}`;
  }

  /** A new cookie value for the account, in its current generation. */
  issue(account: DeviceAccount, nowMs = Date.now()): string {
    const id = crypto.randomBytes(12).toString('base64url');
    const payload = [VERSION, account.id, account.deviceEpoch, Math.floor(nowMs), id].join('.');
    return `${payload}.${this.mac(`token:${payload}`)}`;
  }

  /** The token a cookie value carries when its signature holds and it has not expired; never throws. */
  read(value: unknown, nowMs = Date.now()): DeviceToken | undefined {
    if (typeof value !== 'string' || value.length > MAX_TOKEN_LENGTH) return undefined;
    const parts = value.split('.');
    if (parts.length !== 6 || parts[0] !== VERSION) return undefined;
    const signature = Buffer.from(parts.pop()!);
    const expected = Buffer.from(this.mac(`token:${parts.join('.')}`));
    if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected))
      return undefined;
    const [, userId, epochText, issuedText, id] = parts as [string, string, string, string, string];
    if (!NON_NEGATIVE_INTEGER.test(epochText) || !NON_NEGATIVE_INTEGER.test(issuedText)) return undefined;
    const issuedAt = Number(issuedText);
    if (issuedAt + DEVICE_COOKIE_MAX_AGE_SECONDS * 1000 <= nowMs) return undefined;
    return { userId, epoch: Number(epochText), issuedAt, id };
  }

  /**
   * The device token the request's cookies hold for this account, when it is valid for the account
   * as it is now: signed by us, for this user, of the current generation, not expired.
   */
  validFor(cookies: Record<string, string | undefined>, account: DeviceAccount): DeviceToken | undefined {
    const token = this.read(cookies[this.cookieName(account.id)]);
    if (!token || token.userId !== account.id || token.epoch !== account.deviceEpoch) return undefined;
    return token;
  }
}
