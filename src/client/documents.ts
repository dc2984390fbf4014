// Downloads operation texts (spec 000 §7.1): GET {base}/{kind}/{name}.gql?v={version}, answer must be
// 200 and the text must begin with `query` or `mutation`. The server only executes texts it ships,
// so the client never prints its own bundled documents; it sends exactly what it downloaded.
import {
  DOWNLOAD_FAILED_MESSAGE,
  INVALID_GQL_FORMAT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  THROWN_ERROR_STATUS,
  TransportError,
} from './errors.js';

export type OperationKind = 'query' | 'mutation';

export interface DocumentLoaderConfig {
  base: string;
  version: () => string;
  fetch: typeof fetch;
}

export type LoadDocument = (kind: OperationKind, name: string) => Promise<string>;

// Names are file paths on the server (`aspireNews/getAspireNewsStream`). Restricting them to
// identifier segments keeps `..`, queries and fragments out of the URL.
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:\/[A-Za-z_][A-Za-z0-9_]*)*$/;

export function documentUrl(base: string, kind: OperationKind, name: string, version: string): string {
  if (!OPERATION_NAME.test(name)) {
    // A bad name is a programming error, not a transport failure: fail loudly.
    throw new TypeError(`Invalid operation name: ${JSON.stringify(name)}`);
  }
  const root = base.replace(/\/+$/, '');
  return `${root}/${kind}/${name}.gql?v=${encodeURIComponent(version)}`;
}

/** Skips leading whitespace and `#` comment lines, as the spec's "begins with" check intends. */
export function stripLeadingComments(text: string): string {
  let rest = text.trimStart();
  while (rest.startsWith('#')) {
    const newline = rest.search(/\r?\n/);
    rest = newline === -1 ? '' : rest.slice(newline).trimStart();
  }
  return rest;
}

export function isOperationText(text: string): boolean {
  return /^(?:query|mutation)(?![A-Za-z0-9_])/.test(stripLeadingComments(text));
}

export function createDocumentLoader(config: DocumentLoaderConfig): LoadDocument {
  // Promises, not strings, so concurrent first calls share one download.
  const cache = new Map<string, Promise<string>>();

  return (kind, name) => {
    const version = config.version();
    const key = `${kind}\u0000${name}\u0000${version}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = download(config, documentUrl(config.base, kind, name, version));
    cache.set(key, pending);
    // A failed download is forgotten so that the next call (or the retry) tries again.
    pending.catch(() => {
      if (cache.get(key) === pending) cache.delete(key);
    });
    return pending;
  };
}

async function download(config: DocumentLoaderConfig, url: string): Promise<string> {
  let text: string;
  let status: number;
  try {
    // No tenant or token headers: the texts are the same for everyone and stay cacheable.
    const response = await config.fetch(url, { method: 'GET', headers: { accept: 'text/plain' } });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    throw new TransportError(NETWORK_ERROR_MESSAGE, {
      status: THROWN_ERROR_STATUS,
      retryable: true,
      cause,
    });
  }
  if (status !== 200) {
    throw new TransportError(DOWNLOAD_FAILED_MESSAGE, { status, retryable: true });
  }
  if (!isOperationText(text)) {
    // The answer was 200 but unusable (an HTML fallback page, a subscription): treat it like a
    // thrown error (status 500). Downloading the same file again would give the same text.
    throw new TransportError(INVALID_GQL_FORMAT_MESSAGE, { status: THROWN_ERROR_STATUS });
  }
  return text;
}

/** The operation's name in a text (`query getContent(...)` → getContent), for error reports. */
export function operationNameOf(text: string): string | null {
  const match = /^(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(stripLeadingComments(text));
  return match?.[1] ?? null;
}
