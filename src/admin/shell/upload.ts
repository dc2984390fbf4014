import { resolveClientConfig } from '../../client/config.js';
import { parseCookieHeader, readCookie } from '../../client/cookies.js';
import { buildRequestHeaders } from '../../client/headers.js';
import { tokenGetters } from '../../client/sessionCookies.js';
import { UPLOAD_FILE_NAME_HEADER } from '../../shared/assets.js';

declare const __APP_VERSION__: string;
declare const __TENANT_KEY__: string;

/**
 * Sending a file to one of the server's upload routes (the media library's POST /api/assets, the
 * site-user import's POST /api/site-user-imports): the raw file as the body, its name in
 * x-file-name, the same tenant and bearer headers as GraphQL calls, progress as the bytes go out,
 * and the route's `{ statusCode, code, message }` refusals read into an UploadError.
 */

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
 * An upload route's URL, next to the GraphQL endpoint: same origin unless a developer override
 * points GraphQL at another server (spec 000 §7.1), in which case uploads go there too.
 */
export function uploadUrl(route: string, endpoint: string): string {
  if (endpoint.startsWith('/')) return route;
  return new URL(route, endpoint).toString();
}

/**
 * A request to one of the server's HTTP routes beside GraphQL (uploads, the layout preview): its
 * URL and the same tenant and bearer headers as GraphQL calls (JSON content type by default).
 */
export function apiRouteRequest(route: string): { url: string; headers: Headers } {
  const config = resolveClientConfig({
    env: { endpoint: '/graphql', tenantKey: __TENANT_KEY__ || null, version: __APP_VERSION__, isDev: import.meta.env.DEV },
    cookies: parseCookieHeader(document.cookie),
  });
  const headers = buildRequestHeaders({
    tenantKey: config.tenantKey,
    domain: () => window.location.host,
    ...tokenGetters(readCookie),
  });
  return { url: uploadUrl(route, config.endpoint), headers };
}

/** The same tenant and bearer headers as GraphQL calls, with the file's type and name. */
function uploadRequest(route: string, file: File, contentType: string): { url: string; headers: Headers } {
  const { url, headers } = apiRouteRequest(route);
  headers.set('content-type', contentType);
  // Header values must be ASCII: the name is percent-encoded and decoded by the server.
  headers.set(UPLOAD_FILE_NAME_HEADER, encodeURIComponent(file.name));
  return { url, headers };
}

/** The route's refusal (`{ statusCode, code, message }`), or a generic one for anything else. */
export function uploadErrorOf(status: number, responseText: string): UploadError {
  try {
    const body = JSON.parse(responseText) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string') {
      return new UploadError(body.message, status, typeof body.code === 'string' ? body.code : 'UPLOAD_FAILED');
    }
  } catch {
    // Not JSON (a proxy's error page): fall through to the generic message.
  }
  return new UploadError(`The upload failed (HTTP ${status}).`, status, 'UPLOAD_FAILED');
}

/**
 * POSTs one file to `route` and resolves with the route's JSON answer. XMLHttpRequest rather than
 * fetch because only it reports upload progress. `contentType` defaults to the file's own type.
 */
export function uploadFile<T>(route: string, file: File, options: UploadOptions & { contentType?: string } = {}): Promise<T> {
  const { url, headers } = uploadRequest(route, file, options.contentType ?? (file.type || 'application/octet-stream'));
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
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new UploadError('The server answered the upload with something unreadable.', xhr.status, 'UPLOAD_FAILED'));
        }
        return;
      }
      reject(uploadErrorOf(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new UploadError('The upload could not reach the server. Check the connection and try again.', 0, 'NETWORK'));
    xhr.onabort = () => reject(new UploadError('The upload was cancelled.', 0, 'ABORTED'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
