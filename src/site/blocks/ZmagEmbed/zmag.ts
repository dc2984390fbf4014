/**
 * Zmags digital editions (002 §2 "zmag embed"): a magazine issue published on Zmags is read in
 * Zmags' viewer, framed into the page. Only the viewer's own addresses are accepted; the frame's
 * address is rebuilt from the publication id (and start page), never copied from input.
 */
export const ZMAGS_VIEWER_ORIGIN = 'https://viewer.zmags.com';
export const ZMAG_MESSAGE = 'Enter the address of a Zmags publication, like https://viewer.zmags.com/publication/1a2b3c4d.';

export interface ZmagPublication {
  id: string;
  /** The page the viewer opens at, when the address named one (#/5). */
  page: number | null;
}

export function parseZmagUrl(input: string): ZmagPublication | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'viewer.zmags.com' && host !== 'secure.viewer.zmags.com') return null;
  const id = /^\/publication\/([A-Za-z0-9]{4,40})\/?$/.exec(url.pathname)?.[1];
  if (!id) return null;
  const page = /^#\/(\d{1,4})$/.exec(url.hash)?.[1];
  return { id, page: page ? Number(page) : null };
}

export function zmagViewerUrl({ id, page }: ZmagPublication): string {
  return `${ZMAGS_VIEWER_ORIGIN}/publication/${id}${page ? `#/${page}` : ''}`;
}
