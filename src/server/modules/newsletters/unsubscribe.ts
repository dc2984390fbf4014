import type { Db } from '../../db/client.js';
import { signValues, storedSecret, verifiedValues } from '../../security/signedTokens.js';

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

const TOKEN = { chars: 32 } as const;

export function signUnsubscribe(secret: string, claim: UnsubscribeClaim): string {
  return signValues(secret, [claim.tenantId, claim.productId, claim.campaignId, claim.email.trim().toLowerCase()], TOKEN);
}

/** The claim of a token whose signature is right; null for anything else (never throws). */
export function verifyUnsubscribe(secret: string, token: string): UnsubscribeClaim | null {
  const value = verifiedValues(secret, token, { ...TOKEN, maxLength: 2000 });
  if (!value || value.length !== 4) return null;
  const [tenantId, productId, campaignId, email] = value;
  if (![tenantId, productId, campaignId].every((n) => Number.isInteger(n) && (n as number) > 0) || typeof email !== 'string' || !email.includes('@')) return null;
  return { tenantId: tenantId as number, productId: productId as number, campaignId: campaignId as number, email };
}

/** The signing key: UNSUBSCRIBE_SECRET, else the stored one (made on first use). */
export function unsubscribeSecret(db: Db, configured: string | null | undefined): Promise<string> {
  return configured ? Promise.resolve(configured) : storedSecret(db, 'newsletter-unsubscribe');
}
