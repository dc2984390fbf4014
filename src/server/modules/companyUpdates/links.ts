import { createHash, randomBytes } from 'node:crypto';
import { COMPANY_UPDATE_HASH_PATTERN } from '../../../shared/companyUpdates.js';
import type { Db } from '../../db/client.js';
import { signValues, storedSecret, verifiedValues } from '../../security/signedTokens.js';

/**
 * The secrets of company update links (docs/company-updates.md "Links"). A link's {hash} is 32
 * random bytes (43 base64url characters) handed out once; the table keeps only its SHA-256, so a
 * copy of the database holds no usable link.
 */
export function newLinkSecret(): { secret: string; tokenHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, tokenHash: hashLinkSecret(secret) };
}

export const hashLinkSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Whether `value` can be a link secret at all (anything else is "not valid" without a query). */
export const isLinkSecret = (value: unknown): value is string => typeof value === 'string' && COMPANY_UPDATE_HASH_PATTERN.test(value);

/**
 * An uploaded logo is not in the media library (it becomes an asset only on accept), so /files/
 * does not serve it. The form and the admin screen see it through a signed link:
 * /company-update-logo?token={token}, the token naming the site, the update and the file, valid for one
 * to two hours (base64url(JSON [tenantId, updateId, file, expiresEpochSeconds]) '.' HMAC).
 */
export const LOGO_PREVIEW_SECONDS = 60 * 60;
const TOKEN = { context: 'company-update-logo:' } as const;
const FILE = /^[a-f0-9]{32}\.(?:jpg|png|webp|gif|avif)$/;

export interface LogoClaim {
  tenantId: number;
  updateId: number;
  file: string;
  expires: number;
}

export const logoSecret = (db: Db): Promise<string> => storedSecret(db, 'company-update-logo');

/** Where an uploaded logo is kept until the update is reviewed. */
export const pendingLogoKey = (tenantId: number, updateId: number, file: string): string => `company-updates/${tenantId}/${updateId}/${file}`;

export function logoPreviewUrl(secret: string, claim: Omit<LogoClaim, 'expires'>, now: Date): string {
  // The end of the next whole hour: every answer within an hour gives the same address (cacheable, comparable).
  const expires = (Math.floor(now.getTime() / 1000 / LOGO_PREVIEW_SECONDS) + 2) * LOGO_PREVIEW_SECONDS;
  return `/company-update-logo?token=${signValues(secret, [claim.tenantId, claim.updateId, claim.file, expires], TOKEN)}`;
}

/** The claim of a well-signed token (expired or not: the route says which); null for anything else. Never throws. */
export function verifyLogoToken(secret: string, token: unknown): LogoClaim | null {
  const value = verifiedValues(secret, token, { ...TOKEN, maxLength: 400 });
  if (!value || value.length !== 4) return null;
  const [tenantId, updateId, file, expires] = value;
  const positive = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;
  if (!positive(tenantId) || !positive(updateId) || !positive(expires) || typeof file !== 'string' || !FILE.test(file)) return null;
  return { tenantId, updateId, file, expires };
}
