import { ASSET_UPLOAD_ROUTE } from '../../shared/assets.js';
import { uploadFile, type UploadOptions } from '../shell/upload.js';

// The request itself (headers, URL, progress, refusals) is shared with the other upload routes.
export { UploadError, type UploadOptions } from '../shell/upload.js';

/** The asset the upload route answers with (the same fields as the GraphQL Asset). */
export interface UploadedAsset {
  __typename: 'Asset';
  id: number;
  kind: 'image' | 'file';
  fileName: string;
  src: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  version: number;
}

/** Uploads one file to POST /api/assets (with the file's own type) and resolves with the created asset. */
export function uploadAsset(file: File, options: UploadOptions = {}): Promise<UploadedAsset> {
  return uploadFile<UploadedAsset>(ASSET_UPLOAD_ROUTE, file, options);
}
