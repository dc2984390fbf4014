import { randomBytes } from 'node:crypto';
import { contractAdminPdfPath, contractPagePath } from '../../../shared/contracts.js';
import type { Db } from '../../db/client.js';
import { signValues, storedSecret, verifiedValues } from '../../security/signedTokens.js';

/**
 * The two links of a contract (docs/contracts.md "Links"):
 *
 * - the contributor's, /contract/{id}?token=… — signed (HMAC-SHA256, key `contract-link` in
 *   app_secrets) over the site, the contract and the contract's current link nonce. Each send draws a
 *   new nonce, and an edit of a sent contract clears it, so older links stop working; a token of
 *   another site or contract, or with another nonce, is as unknown as a contract that does not exist.
 * - the editor's PDF download, /api/contracts/{id}/pdf?token=… — like the export downloads: signed
 *   for the contract and its site, the CMS session that asked and an expiry (15 minutes); the route checks the
 *   session is still live and its user still holds manage_contracts on the contract's site.
 */
const LINK = { context: 'contract-link:' } as const;
const PDF = { context: 'contract-pdf:' } as const;
const MAX_TOKEN = 300;

/** A fresh link nonce (128 random bits). */
export const newLinkNonce = (): string => randomBytes(16).toString('base64url');

export const contractLinkSecret = (db: Db): Promise<string> => storedSecret(db, 'contract-link');

export function signContractLink(secret: string, claim: { tenantId: number; contractId: number; nonce: string }): string {
  return signValues(secret, [claim.tenantId, claim.contractId, claim.nonce], LINK);
}

/** The nonce a well-signed token of this site and contract names; null for anything else. Never throws. */
export function linkNonceOf(secret: string, token: unknown, { tenantId, contractId }: { tenantId: number; contractId: number }): string | null {
  const values = verifiedValues(secret, token, { ...LINK, maxLength: MAX_TOKEN });
  if (!values || values.length !== 3) return null;
  const [tenant, contract, nonce] = values;
  if (tenant !== tenantId || contract !== contractId || typeof nonce !== 'string' || nonce.length === 0) return null;
  return nonce;
}

/** The contributor's page: an absolute link for the mail. */
export function contributorLink(origin: string, token: string, contractId: number): string {
  return `${origin}${contractPagePath(contractId)}?token=${encodeURIComponent(token)}`;
}

// ── The editor's PDF download ───────────────────────────────────────────────────────────────────

export const PDF_LINK_SECONDS = 15 * 60;

export interface PdfClaim {
  contractId: number;
  tenantId: number;
  sessionId: number;
  /** Seconds since the epoch. */
  expires: number;
}

export const contractPdfSecret = (db: Db): Promise<string> => storedSecret(db, 'contract-pdf');

export function adminPdfUrl(secret: string, { contractId, tenantId, sessionId, now }: { contractId: number; tenantId: number; sessionId: number; now: Date }): string {
  const token = signValues(secret, [contractId, tenantId, sessionId, Math.floor(now.getTime() / 1000) + PDF_LINK_SECONDS], PDF);
  return `${contractAdminPdfPath(contractId)}?token=${token}`;
}

export function verifyAdminPdf(secret: string, token: unknown): PdfClaim | null {
  const value = verifiedValues(secret, token, { ...PDF, maxLength: MAX_TOKEN });
  if (!value || value.length !== 4 || !value.every((n) => Number.isSafeInteger(n) && (n as number) > 0)) return null;
  const [contractId, tenantId, sessionId, expires] = value as number[];
  return { contractId: contractId!, tenantId: tenantId!, sessionId: sessionId!, expires: expires! };
}
