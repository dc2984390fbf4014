/**
 * YouTube playlist ids (the video player's playlist mode, getYoutubePlaylistVideos): shared by the
 * block's settings (the layout editor) and the server.
 */

/** A playlist id as YouTube writes them ('PL…', 'UU…', 'OLAK5uy_…'). */
export const PLAYLIST_ID = /^[A-Za-z0-9_-]{2,64}$/;

export const PLAYLIST_ID_MESSAGE = 'Enter a YouTube playlist id (PL…) or a YouTube address with list=.';

/**
 * A playlist id from what an editor pastes: the id itself, or a YouTube address carrying it
 * (`https://www.youtube.com/playlist?list=PL…`, a watch address with `&list=`). Null when neither.
 */
export function playlistIdOf(input: string): string | null {
  const value = input.trim();
  if (PLAYLIST_ID.test(value)) return value;
  try {
    const url = new URL(value);
    if (!/(^|\.)youtube\.com$/.test(url.hostname.toLowerCase()) && url.hostname.toLowerCase() !== 'youtu.be') return null;
    const list = url.searchParams.get('list');
    return list && PLAYLIST_ID.test(list) ? list : null;
  } catch {
    return null;
  }
}
