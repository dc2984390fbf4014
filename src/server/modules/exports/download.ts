import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportDownloadPath } from '../../../shared/exports.js';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema/index.js';

/**
 * The download link of a finished export (docs/exports.md "Downloading"). A browser follows a
 * plain link to save a file — it streams to disk and shows the download's progress — but a link
 * carries no Authorization header, so getExport hands the user who asked a link signed for them:
 * the export, their CMS session and an expiry, under an HMAC-SHA256 with a key kept in app_secrets
 * (made once; every node reads the same). The route checks the signature, that the session is
 * still live (a logout ends the link) and that its user may still export that kind on that site.
 *
 * Token: base64url(JSON [exportId, sessionId, expiresEpochSeconds]) '.' base64url(HMAC)[0..43].
 */
export interface DownloadClaim {
  exportId: number;
  sessionId: number;
  /** Seconds since the epoch. */
  expires: number;
}

/** How long a link works after getExport gave it. */
export const DOWNLOAD_LINK_SECONDS = 15 * 60;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`export-download:${body}`).digest('base64url');

export function signDownload(secret: string, claim: DownloadClaim): string {
  const body = Buffer.from(JSON.stringify([claim.exportId, claim.sessionId, claim.expires])).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The claim of a well-signed token (expired or not: the route says which); null for anything else. Never throws. */
export function verifyDownload(secret: string, token: unknown): DownloadClaim | null {
  if (typeof token !== 'string' || token.length > 500) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3 || !value.every((n) => Number.isSafeInteger(n) && (n as number) > 0)) return null;
    const [exportId, sessionId, expires] = value as number[];
    return { exportId: exportId!, sessionId: sessionId!, expires: expires! };
  } catch {
    return null;
  }
}

/** The link getExport answers: the route with a token valid for DOWNLOAD_LINK_SECONDS from `now`. */
export function downloadUrl(secret: string, { exportId, sessionId, now }: { exportId: number; sessionId: number; now: Date }): string {
  const token = signDownload(secret, { exportId, sessionId, expires: Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS });
  return `${exportDownloadPath(exportId)}?token=${token}`;
}

const SECRET_NAME = 'export-download';
const cached = new WeakMap<Db, Promise<string>>();

/** The signing key, made on first use and shared by every node through the database. */
export function downloadSecret(db: Db): Promise<string> {
  let secret = cached.get(db);
  if (secret) return secret;
  secret = (async () => {
    await db.insert(appSecrets).values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
    if (!row) throw new Error('The export download secret could not be stored.');
    return row.value;
  })().catch((error: unknown) => {
    cached.delete(db);
    throw error;
  });
  cached.set(db, secret);
  return secret;
}
