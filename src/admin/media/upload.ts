import { resolveClientConfig } from '../../client/config.js';
import { parseCookieHeader, readCookie } from '../../client/cookies.js';
import { buildRequestHeaders } from '../../client/headers.js';
import { tokenGetters } from '../../client/sessionCookies.js';
import { ASSET_UPLOAD_ROUTE, UPLOAD_FILE_NAME_HEADER } from '../../shared/assets.js';

declare const __APP_VERSION__: string;
declare const __TENANT_KEY__: string;

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

export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

export interface UploadOptions {
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The upload route's URL, next to the GraphQL endpoint: same origin unless a developer override
 * points GraphQL at another server (spec 000 §7.1), in which case uploads go there too.
 */
function uploadUrl(endpoint: string): string {
  if (endpoint.startsWith('/')) return ASSET_UPLOAD_ROUTE;
  return new URL(ASSET_UPLOAD_ROUTE, endpoint).toString();
}

/** The same tenant and bearer headers as GraphQL calls, with the file's own type. */
function uploadRequest(file: File): { url: string; headers: Headers } {
  const config = resolveClientConfig({
    env: { endpoint: '/graphql', tenantKey: __TENANT_KEY__ || null, version: __APP_VERSION__, isDev: import.meta.env.DEV },
    cookies: parseCookieHeader(document.cookie),
  });
  const headers = buildRequestHeaders({
    tenantKey: config.tenantKey,
    domain: () => window.location.host,
    ...tokenGetters(readCookie),
  });
  headers.set('content-type', file.type || 'application/octet-stream');
  // Header values must be ASCII: the name is percent-encoded and decoded by the server.
  headers.set(UPLOAD_FILE_NAME_HEADER, encodeURIComponent(file.name));
  return { url: uploadUrl(config.endpoint), headers };
}

function errorOf(xhr: XMLHttpRequest): UploadError {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string') {
      return new UploadError(body.message, xhr.status, typeof body.code === 'string' ? body.code : 'UPLOAD_FAILED');
    }
  } catch {
    // Not JSON (a proxy's error page): fall through to the generic message.
  }
  return new UploadError(`The upload failed (HTTP ${xhr.status}).`, xhr.status, 'UPLOAD_FAILED');
}

/**
 * Uploads one file to POST /api/assets and resolves with the created asset. XMLHttpRequest rather
 * than fetch because only it reports upload progress.
 */
export function uploadAsset(file: File, options: UploadOptions = {}): Promise<UploadedAsset> {
  const { url, headers } = uploadRequest(file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedAsset);
        } catch {
          reject(new UploadError('The server answered the upload with something unreadable.', xhr.status, 'UPLOAD_FAILED'));
        }
        return;
      }
      reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(new UploadError('The upload could not reach the server. Check the connection and try again.', 0, 'NETWORK'));
    xhr.onabort = () => reject(new UploadError('The upload was cancelled.', 0, 'ABORTED'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
