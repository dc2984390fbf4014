/**
 * Which podcast of the site's podcasts settings a podcasts block names: its address (scheme, a
 * leading www., letter case of the host and a trailing slash do not matter) or its title (letter
 * case and surrounding spaces do not matter). The first podcast that matches wins; a block that
 * names none shows the first podcast of the settings.
 */
export function podcastKey(value: string): { url: string | null; title: string } {
  const text = value.trim();
  let url: string | null = null;
  try {
    const parsed = new URL(text);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
      url = `${parsed.hostname.toLowerCase().replace(/^www\./, '')}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
    }
  } catch {
    // Not an address: a title.
  }
  return { url, title: text.toLowerCase().replace(/\s+/g, ' ') };
}

export function findPodcast<P extends { url: string; title: string }>(podcasts: readonly P[], wanted: string): P | null {
  if (!wanted.trim()) return podcasts[0] ?? null;
  const key = podcastKey(wanted);
  return (
    podcasts.find((podcast) => {
      const own = podcastKey(podcast.url);
      return (key.url !== null && own.url === key.url) || podcastKey(podcast.title).title === key.title;
    }) ?? null
  );
}
