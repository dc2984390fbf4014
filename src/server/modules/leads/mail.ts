import { formatDisplayDate } from '../../../shared/dates.js';

/**
 * The e-mail a lead sends to the site's staff: an HTML part (the site's header image, a heading,
 * the fields as a table, the message) and a plain-text part with the same details. Everything the
 * visitor typed is escaped; nothing of it becomes markup or a link.
 */
export interface LeadMailInput {
  siteName: string;
  /** Absolute URL of the settings' header image, or null. */
  headerImageUrl: string | null;
  heading: string;
  /** Label and value of each field given (empty values are left out). */
  fields: readonly (readonly [label: string, value: string | null])[];
  message: string;
  /** The page the item lives on (inquiries about an item), absolute; or null. */
  itemUrl: string | null;
  sentAt: Date;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text safe in HTML content and in double-quoted attributes (&#39; rather than &apos;, which old mail programs lack). */
export const escapeMailHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

const FONT = 'font-family:Arial,Helvetica,sans-serif;';

export function leadMail(input: LeadMailInput): { html: string; text: string } {
  const fields = input.fields.filter((field): field is readonly [string, string] => typeof field[1] === 'string' && field[1] !== '');
  const when = `${formatDisplayDate(input.sentAt, { withTime: true, timeZone: 'UTC' })} UTC`;
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="${FONT}font-size:14px;padding:6px 12px 6px 0;color:#555;white-space:nowrap">${escapeMailHtml(label)}</th>` +
        `<td style="${FONT}font-size:14px;padding:6px 0;color:#1a1a1a">${escapeMailHtml(value)}</td></tr>`,
    )
    .join('');
  const message = escapeMailHtml(input.message).replace(/\n/g, '<br>');
  const image = input.headerImageUrl
    ? `<tr><td><img src="${escapeMailHtml(input.headerImageUrl)}" alt="${escapeMailHtml(input.siteName)}" width="600" style="display:block;width:100%;max-width:600px;height:auto;border:0"></td></tr>`
    : '';
  const item = input.itemUrl ? `<p style="${FONT}font-size:14px;margin:0 0 16px"><a href="${escapeMailHtml(input.itemUrl)}" style="color:#3867a6">${escapeMailHtml(input.itemUrl)}</a></p>` : '';
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeMailHtml(input.heading)}</title></head>` +
    '<body style="margin:0;padding:0;background:#f3f5f8">' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f8"><tr><td align="center" style="padding:24px 12px">' +
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff">' +
    image +
    `<tr><td style="padding:24px">` +
    `<h1 style="${FONT}font-size:20px;line-height:1.3;margin:0 0 16px;color:#002049">${escapeMailHtml(input.heading)}</h1>` +
    item +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>` +
    `<h2 style="${FONT}font-size:16px;margin:0 0 8px;color:#002049">Message</h2>` +
    `<p style="${FONT}font-size:14px;line-height:1.5;margin:0 0 24px;color:#1a1a1a">${message}</p>` +
    `<p style="${FONT}font-size:12px;color:#777;margin:0">Sent through ${escapeMailHtml(input.siteName)} on ${escapeMailHtml(when)}.</p>` +
    '</td></tr></table></td></tr></table></body></html>';
  const text = [
    input.heading,
    '',
    ...(input.itemUrl ? [input.itemUrl, ''] : []),
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    input.message,
    '',
    `Sent through ${input.siteName} on ${when}.`,
  ].join('\n');
  return { html, text };
}
