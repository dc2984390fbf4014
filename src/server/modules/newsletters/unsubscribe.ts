import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema/index.js';

/**
 * The signed one-click unsubscribe link of a newsletter message (RFC 8058; docs/newsletters.md
 * "Unsubscribe"). The link names the site, the newsletter (its audience product), the campaign
 * and the address, and carries an HMAC-SHA256 of them: it works without a login, and nobody can
 * make one for another address. The key is UNSUBSCRIBE_SECRET when set, else one made once and
 * kept in app_secrets (every node reads the same).
 *
 * Token: base64url(JSON [tenantId, productId, campaignId, email]) '.' base64url(HMAC)[0..32].
 */
export interface UnsubscribeClaim {
  tenantId: number;
  productId: number;
  campaignId: number;
  email: string;
}

const SIGNATURE_CHARS = 32;

function signature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url').slice(0, SIGNATURE_CHARS);
}

export function signUnsubscribe(secret: string, claim: UnsubscribeClaim): string {
  const body = Buffer.from(JSON.stringify([claim.tenantId, claim.productId, claim.campaignId, claim.email.trim().toLowerCase()])).toString('base64url');
  return `${body}.${signature(secret, body)}`;
}

/** The claim of a token whose signature is right; null for anything else (never throws). */
export function verifyUnsubscribe(secret: string, token: string): UnsubscribeClaim | null {
  if (typeof token !== 'string' || token.length > 2000) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [tenantId, productId, campaignId, email] = value as unknown[];
    if (![tenantId, productId, campaignId].every((n) => Number.isInteger(n) && (n as number) > 0) || typeof email !== 'string' || !email.includes('@')) return null;
    return { tenantId: tenantId as number, productId: productId as number, campaignId: campaignId as number, email };
  } catch {
    return null;
  }
}

const SECRET_NAME = 'newsletter-unsubscribe';
const cached = new WeakMap<Db, Promise<string>>();

/** The signing key: UNSUBSCRIBE_SECRET, else the stored one (made on first use). */
export function unsubscribeSecret(db: Db, configured: string | null | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = cached.get(db);
  if (secret) return secret;
  secret = (async () => {
    await db.insert(appSecrets).values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
    if (!row) throw new Error('The unsubscribe secret could not be stored.');
    return row.value;
  })().catch((error: unknown) => {
    cached.delete(db);
    throw error;
  });
  cached.set(db, secret);
  return secret;
}
