import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt, a memory-hard function built into Node (no native addon).
 * Parameters are stored in the hash so they can be raised later without breaking old hashes:
 * `scrypt$N$r$p$salt$hash` (base64url).
 */
const DEFAULTS = { N: 2 ** 15, r: 8, p: 1 } as const;
/** N of new hashes: the default, or PASSWORD_HASH_COST as the server starts (createApp); test runs lower it. */
let cost: number = DEFAULTS.N;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes; give it headroom.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Sets N for the hashes made from now on (a power of two from 1024; config.ts validates PASSWORD_HASH_COST). */
export function setPasswordHashCost(n: number): void {
  if (!Number.isInteger(n) || n < 1024 || (n & (n - 1)) !== 0) throw new RangeError(`scrypt cost must be a power of two of at least 1024, not ${n}`);
  cost = n;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...DEFAULTS, N: cost });
  return ['scrypt', cost, DEFAULTS.r, DEFAULTS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A readable random password for the first administrator when ADMIN_PASSWORD is not set. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
