import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSecrets } from '../db/schema/index.js';

/**
 * Signed tokens of a few values (newsletter unsubscribe links, export download links):
 * base64url(JSON [values…]) '.' base64url(HMAC-SHA256), the HMAC over `context` + the body and
 * cut to `chars` characters when given. Verification never throws: anything but a well-signed
 * token of a JSON array is null (the caller checks the values' shapes and meaning).
 */
export interface TokenOptions {
  /** Prefixed to the body before signing, so a token of one kind is never valid as another. */
  context?: string;
  /** Characters of the signature kept (default: all 43). */
  chars?: number;
}

function signature(secret: string, body: string, { context = '', chars }: TokenOptions): string {
  const full = createHmac('sha256', secret).update(`${context}${body}`).digest('base64url');
  return chars === undefined ? full : full.slice(0, chars);
}

export function signValues(secret: string, values: readonly unknown[], options: TokenOptions = {}): string {
  const body = Buffer.from(JSON.stringify(values)).toString('base64url');
  return `${body}.${signature(secret, body, options)}`;
}

/** The values of a well-signed token of at most `maxLength` characters; null for anything else. */
export function verifiedValues(secret: string, token: unknown, { maxLength, ...options }: TokenOptions & { maxLength: number }): unknown[] | null {
  if (typeof token !== 'string' || token.length > maxLength) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, body, options));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

const cached = new Map<string, WeakMap<Db, Promise<string>>>();

/**
 * A signing key kept in app_secrets under `name`: made on first use (32 random bytes) and read by
 * every node from the database; remembered per database once read.
 */
export function storedSecret(db: Db, name: string): Promise<string> {
  let known = cached.get(name);
  if (!known) cached.set(name, (known = new WeakMap()));
  let secret = known.get(db);
  if (secret) return secret;
  const store = known;
  secret = (async () => {
    await db.insert(appSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
    if (!row) throw new Error(`The ${name} secret could not be stored.`);
    return row.value;
  })().catch((error: unknown) => {
    store.delete(db);
    throw error;
  });
  known.set(db, secret);
  return secret;
}
