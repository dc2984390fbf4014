import { randomBytes } from 'node:crypto';
import { COMPANY_UPDATE_LIMITS, COMPANY_UPDATE_MESSAGES } from '../../../shared/companyUpdates.js';
import { IMAGE_MIME_TYPES } from '../../../shared/assets.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { readImageInfo } from '../../integrations/images/sharpImages.js';
import { UploadRefused } from '../assets/upload.js';
import { sniffBytes, STORABLE_IMAGE_KINDS } from '../assets/sniff.js';
import { companyUpdateSettings, isExpired } from './common.js';
import { hashLinkSecret, isLinkSecret, logoPreviewUrl, logoSecret, pendingLogoKey } from './links.js';
import { findCompanyUpdateByHash, type CompanyUpdateRow } from './repo.js';

/**
 * A logo uploaded through a company update link (POST /company-update/{hash}/logo,
 * http/companyUpdateRoutes.ts). The bytes must be an image — JPEG, PNG, WebP, GIF or AVIF by their
 * signature (the media library's sniffing, assets/sniff.ts) that sharp can decode — of at most
 * COMPANY_UPDATE_LIMITS.logoBytes. It is kept beside the update (not in the media library) and
 * becomes an asset, and the company's logo, only when an editor accepts the update.
 */

/** Uploads one link may make in an hour (each is kept until the update is reviewed). */
export const MAX_LOGO_UPLOADS = 30;
const LOGO_UPLOAD_WINDOW_MS = 60 * 60 * 1000;

/** sharp's name of each image type we keep (AVIF reads as HEIF). */
const DECODED: Readonly<Record<string, string>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'heif' };

/** The update a link names on this site, if it still takes changes; otherwise the refusal to send. */
export async function updateTakingChanges(ctx: GraphQLContext, hash: string): Promise<CompanyUpdateRow> {
  if (!(await companyUpdateSettings(ctx)).enabled) throw new UploadRefused(400, 'DISABLED', COMPANY_UPDATE_MESSAGES.disabled);
  const row = isLinkSecret(hash) ? await findCompanyUpdateByHash(ctx.db, ctx.tenant.id, hashLinkSecret(hash)) : null;
  if (!row) throw new UploadRefused(400, 'LINK_INVALID', COMPANY_UPDATE_MESSAGES.linkInvalid);
  if (row.status === 'revoked') throw new UploadRefused(400, 'LINK_REVOKED', COMPANY_UPDATE_MESSAGES.linkRevoked);
  if (row.status !== 'open' && row.status !== 'submitted') throw new UploadRefused(400, 'LINK_REVIEWED', COMPANY_UPDATE_MESSAGES.reviewed);
  if (isExpired(row, ctx.now)) throw new UploadRefused(400, 'LINK_EXPIRED', COMPANY_UPDATE_MESSAGES.linkExpired);
  return row;
}

export interface StoredLogo {
  /** What the proposal's `logo` names: upload:{file}. */
  logo: string;
  /** A signed link to see it (an hour). */
  url: string;
  width: number;
  height: number;
}

export async function storeCompanyLogo(ctx: GraphQLContext, hash: string, bytes: Uint8Array): Promise<StoredLogo> {
  const row = await updateTakingChanges(ctx, hash);
  // Every upload is kept until review (the form may change its mind), so a link's uploads are counted.
  const { count } = await ctx.services.rateLimiter.hit(`company-update-logo:${ctx.tenant.id}:${row.id}`, LOGO_UPLOAD_WINDOW_MS);
  if (count > MAX_LOGO_UPLOADS) throw new UploadRefused(429, 'TOO_MANY_REQUESTS', 'Too many logos were uploaded through this link. Try again in an hour.');
  if (bytes.byteLength === 0) throw new UploadRefused(400, 'EMPTY_FILE', 'The file is empty.');
  if (bytes.byteLength > COMPANY_UPDATE_LIMITS.logoBytes) throw new UploadRefused(413, 'TOO_LARGE', `The logo is larger than ${COMPANY_UPDATE_LIMITS.logoBytes / 1024 / 1024} MB.`);
  const found = sniffBytes(bytes);
  const notImage = () => new UploadRefused(415, 'NOT_AN_IMAGE', 'The logo must be a JPEG, PNG, WebP, GIF or AVIF image.');
  if (!STORABLE_IMAGE_KINDS.has(found)) throw notImage();
  const info = await readImageInfo(bytes);
  if (!info || DECODED[found] !== info.format) throw notImage();
  const file = `${randomBytes(16).toString('hex')}.${IMAGE_MIME_TYPES[found]}`;
  await ctx.services.storage.put(pendingLogoKey(ctx.tenant.id, row.id, file), bytes, { contentType: found });
  ctx.services.log.info({ companyUpdateId: row.id, tenantId: ctx.tenant.id, bytes: bytes.byteLength }, 'company update logo uploaded');
  return { logo: `upload:${file}`, url: logoPreviewUrl(await logoSecret(ctx.db), { tenantId: ctx.tenant.id, updateId: row.id, file }, ctx.now), width: info.width, height: info.height };
}

/** The content type of a kept logo, from its name (the bytes were checked when it was stored). */
export function logoContentType(file: string): string {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  return Object.entries(IMAGE_MIME_TYPES).find(([, ext]) => ext === extension)?.[0] ?? 'application/octet-stream';
}
