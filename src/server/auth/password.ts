import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { PASSWORD_HASH_COST_DEFAULT } from '../config';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const MAXMEM = 64 * 1024 * 1024;
let params = { N: 2 ** PASSWORD_HASH_COST_DEFAULT, r: 8, p: 1, maxmem: MAXMEM };

/**
 * The cost of new hashes, set once at boot from the configuration (PASSWORD_HASH_COST). A stored
 * hash keeps the parameters it was made with, so changing the cost never locks anyone out.
 */
export function usePasswordHashCost(cost: number): void {
  params = { ...params, N: 2 ** cost };
}
const KEY_LENGTH = 64;

/** `scrypt$N$r$p$salt$hash`, so that the parameters can grow without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return crypto.timingSafeEqual(key, expected);
}

/** A hash to check against when the username is unknown, so timing does not reveal it (D12). */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return decoy;
}
