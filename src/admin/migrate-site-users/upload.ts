import { SITE_USER_IMPORT_LIMITS, SITE_USER_IMPORT_UPLOAD_ROUTE, type UploadedImport } from '../../shared/siteUserImport.js';

export type { UploadedImport };
import { uploadFile, UploadError, type UploadOptions } from '../shell/upload.js';

export const MAX_IMPORT_MB = SITE_USER_IMPORT_LIMITS.maxBytes / 1024 / 1024;

/** Why a file is not sent at all (the server would refuse it anyway), or null. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size === 0) return `${file.name} is empty: its first row must name the columns.`;
  if (file.size > SITE_USER_IMPORT_LIMITS.maxBytes) return `${file.name} is larger than ${MAX_IMPORT_MB} MB.`;
  return null;
}

/**
 * Uploads a CSV file of readers; resolves with its columns, first rows, row count and guessed
 * mapping, or rejects with the server's refusal (UploadError: 'The file has no rows after the header.').
 */
export function uploadSiteUserImport(file: File, options: UploadOptions = {}): Promise<UploadedImport> {
  const problem = fileProblem(file);
  if (problem) return Promise.reject(new UploadError(problem, 0, file.size === 0 ? 'EMPTY_FILE' : 'TOO_LARGE'));
  // The route reads any body; text/csv says what it is even when the browser knows no type for .csv.
  return uploadFile<UploadedImport>(SITE_USER_IMPORT_UPLOAD_ROUTE, file, { ...options, contentType: 'text/csv' });
}
