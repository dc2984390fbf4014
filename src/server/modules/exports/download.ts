import { exportDownloadPath } from '../../../shared/exports.js';
import type { Db } from '../../db/client.js';
import { signValues, storedSecret, verifiedValues } from '../../security/signedTokens.js';

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

const TOKEN = { context: 'export-download:' } as const;

export function signDownload(secret: string, claim: DownloadClaim): string {
  return signValues(secret, [claim.exportId, claim.sessionId, claim.expires], TOKEN);
}

/** The claim of a well-signed token (expired or not: the route says which); null for anything else. Never throws. */
export function verifyDownload(secret: string, token: unknown): DownloadClaim | null {
  const value = verifiedValues(secret, token, { ...TOKEN, maxLength: 500 });
  if (!value || value.length !== 3 || !value.every((n) => Number.isSafeInteger(n) && (n as number) > 0)) return null;
  const [exportId, sessionId, expires] = value as number[];
  return { exportId: exportId!, sessionId: sessionId!, expires: expires! };
}

/** The link getExport answers: the route with a token valid for DOWNLOAD_LINK_SECONDS from `now`. */
export function downloadUrl(secret: string, { exportId, sessionId, now }: { exportId: number; sessionId: number; now: Date }): string {
  const token = signDownload(secret, { exportId, sessionId, expires: Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS });
  return `${exportDownloadPath(exportId)}?token=${token}`;
}

/** The signing key, made on first use and shared by every node through the database. */
export const downloadSecret = (db: Db): Promise<string> => storedSecret(db, 'export-download');
