import type { BodyBlock } from './types.js';

const DAY_MS = 86_400_000;

/** `now` moved by whole days, optionally set to an hour and minute of that day (UTC). */
export function daysFrom(now: Date, days: number, hourUtc?: number, minuteUtc = 0): Date {
  const date = new Date(now.getTime() + days * DAY_MS);
  if (hourUtc !== undefined) date.setUTCHours(hourUtc, minuteUtc, 0, 0);
  return date;
}

export function minutesAfter(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Paragraphs, `<h2>` sub-headings and `<ul>` lists as body HTML. */
export function bodyHtml(blocks: readonly BodyBlock[]): string {
  return blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
      if ('h2' in block) return `<h2>${escapeHtml(block.h2)}</h2>`;
      return `<ul>${block.ul.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    })
    .join('\n');
}

export function youtubeEmbed(videoId: string, title: string): string {
  return `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${videoId}" title="${escapeHtml(title)}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`;
}

export function vimeoEmbed(videoId: string, title: string): string {
  return `<iframe src="https://player.vimeo.com/video/${videoId}" width="640" height="360" title="${escapeHtml(title)}" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`;
}

/** Insert rows in chunks so that very long lists never exceed the parameter limit. */
export function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export function required<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to an unknown ${what}: ${String(key)}`);
  return value;
}
