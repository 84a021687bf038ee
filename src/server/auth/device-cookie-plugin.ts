import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PREFIX,
  MAX_DEVICE_COOKIES,
  type DeviceAccount,
  type DeviceKeys,
} from './device';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and reads device cookies (D33). */
    devices: DeviceKeys;
  }
  interface FastifyReply {
    /**
     * Gives the browser a device cookie for the account (D33), after a sign-in that proved the
     * password; keeps at most MAX_DEVICE_COOKIES of them, dropping the oldest and unreadable ones.
     */
    rememberDevice(account: DeviceAccount): void;
  }
}

export interface DeviceCookieOptions {
  keys: DeviceKeys;
  secure: 'auto' | boolean;
}

/**
 * Device cookies go only to the API (`Path=/api`), are never readable by script, and are not sent
 * by cross-site requests at all (SameSite=Strict): only the app's own sign-in forms use them.
 */
export const deviceCookiePlugin = fp<DeviceCookieOptions>(async (app: FastifyInstance, { keys, secure }) => {
  app.decorate('devices', keys);
  app.decorateReply('rememberDevice', function (this: FastifyReply, account: DeviceAccount) {
    const options = {
      path: '/api',
      httpOnly: true,
      sameSite: 'strict' as const,
      secure: secure === 'auto' ? this.request.protocol === 'https' : secure,
    };
    const name = keys.cookieName(account.id);
    const others = Object.entries(this.request.cookies)
      .filter(([other]) => other.startsWith(DEVICE_COOKIE_PREFIX) && other !== name)
      .map(([other, value]) => ({ name: other, token: keys.read(value) }));
    const readable = others
      .filter((other) => other.token)
      .sort((a, b) => b.token!.issuedAt - a.token!.issuedAt);
    const dropped = [...others.filter((other) => !other.token), ...readable.slice(MAX_DEVICE_COOKIES - 1)];
    for (const other of dropped) this.clearCookie(other.name, options);
    this.setCookie(name, keys.issue(account), { ...options, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
  });
});
