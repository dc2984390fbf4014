/**
 * What an upload's bytes really are (security issue 16 item 4): the signatures ("magic numbers")
 * of the formats the media library accepts (src/shared/assets.ts), the WHATWG MIME Sniffing
 * standard's HTML patterns, and its binary-byte test for text. An upload is stored only when its
 * bytes are what its declared type says (images: any accepted image format, stored as the one
 * found); HTML is never stored under another type.
 *
 * Our own small sniffer rather than the `file-type` package: its current major needs Node 22 (we
 * run 20), it knows nothing of HTML or text, and we need only the twenty-odd types we accept.
 */

/** What the bytes are. `iso-media`: MP4/M4A/MOV (ISO base media); `ole`: Office 97–2003; `zip`: ZIP and Office Open XML. */
export type SniffedKind =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'image/avif'
  | 'image/heic'
  | 'image/x-icon'
  | 'application/pdf'
  | 'audio/mpeg'
  | 'audio/wav'
  | 'audio/ogg'
  | 'iso-media'
  | 'ole'
  | 'zip'
  | 'html'
  | 'text'
  | 'unknown';

const ascii = (bytes: Uint8Array, start: number, length: number): string => String.fromCharCode(...bytes.subarray(start, start + length));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.byteLength >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
/** Box types an ISO media file (or an old QuickTime one) may start with. */
const MEDIA_FIRST_BOXES = new Set(['moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

/** The ftyp box's brands (major first), or null when the file does not start with one. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.byteLength < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0), bytes.byteLength, 4096);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

function sniffIsoMedia(bytes: Uint8Array): SniffedKind | null {
  const brands = ftypBrands(bytes);
  if (!brands) return bytes.byteLength >= 8 && MEDIA_FIRST_BOXES.has(ascii(bytes, 4, 4)) ? 'iso-media' : null;
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'image/avif';
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'image/heic';
  return 'iso-media';
}

/** An MPEG audio frame header: 11 sync bits, a valid version, a layer, a bit rate that is not "bad". */
function isMpegFrame(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 4 || bytes[0] !== 0xff) return false;
  const b1 = bytes[1]!;
  const b2 = bytes[2]!;
  return (b1 & 0xe0) === 0xe0 && ((b1 >> 3) & 0x03) !== 0x01 && ((b1 >> 1) & 0x03) !== 0x00 && (b2 >> 4) !== 0x0f;
}

/** The signature formats, in the order of the WHATWG tables (more specific first). */
function sniffSignature(bytes: Uint8Array): SniffedKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'audio/wav';
  // An icon directory: reserved 0, type 1 (icon, not cursor), at least one image.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.byteLength >= 6 && (bytes[4]! | bytes[5]!) !== 0) return 'image/x-icon';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  // A UTF-16 byte order mark (FF FE) would pass for an MPEG frame header: text is judged below.
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return null;
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegFrame(bytes)) return 'audio/mpeg';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]) || startsWith(bytes, [0x50, 0x4b, 0x07, 0x08])) return 'zip';
  return sniffIsoMedia(bytes);
}

/** How much of a text file is read: enough to judge it, bounded for a 25 MB upload. */
const TEXT_SAMPLE_BYTES = 1024 * 1024;

/** The start of the bytes as text: UTF-16 (with its BOM) decoded, anything else read byte by byte. */
function textSample(bytes: Uint8Array): string {
  const sample = bytes.subarray(0, TEXT_SAMPLE_BYTES);
  if (startsWith(sample, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(sample.subarray(2));
  if (startsWith(sample, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(sample.subarray(2));
  const body = startsWith(sample, [0xef, 0xbb, 0xbf]) ? sample.subarray(3) : sample;
  // Byte by byte: the patterns and the binary test are ASCII; other bytes only need to pass through.
  let text = '';
  for (let at = 0; at < body.byteLength; at += 8192) text += String.fromCharCode(...body.subarray(at, at + 8192));
  return text;
}

/**
 * The WHATWG "HTML" patterns (MIME Sniffing §7.1), matched after leading whitespace and without
 * regard to case, each ending in a tag-terminating character — widened here to any whitespace and
 * '/', and joined by SVG and XML, which can carry script as well.
 */
const MARKUP_START =
  /^[\t\n\f\r ]*(?:<!doctype html|<html|<head|<script|<iframe|<h1|<div|<font|<table|<a|<style|<title|<b|<body|<br|<p|<svg|<\?xml)(?:[\t\n\f\r />]|$)|^[\t\n\f\r ]*<!--/i;

/** WHATWG "binary data bytes": control characters that text never holds (tab, line breaks, form feed and ESC may appear). */
const BINARY_CHARACTER = /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f]/;

/** Identifies the bytes: a signature format, HTML, plain text, or unknown binary data. */
export function sniffBytes(bytes: Uint8Array): SniffedKind {
  const signature = sniffSignature(bytes);
  if (signature) return signature;
  const text = textSample(bytes);
  if (MARKUP_START.test(text)) return 'html';
  return BINARY_CHARACTER.test(text) ? 'unknown' : 'text';
}

/** Per declared type, what its bytes may be (every type of src/shared/assets.ts has a row). */
export const EXPECTED_CONTENT: Readonly<Record<string, readonly SniffedKind[]>> = {
  'image/jpeg': ['image/jpeg'],
  'image/png': ['image/png'],
  'image/webp': ['image/webp'],
  'image/gif': ['image/gif'],
  'image/avif': ['image/avif'],
  'application/pdf': ['application/pdf'],
  'image/x-icon': ['image/x-icon'],
  'image/vnd.microsoft.icon': ['image/x-icon'],
  'audio/mpeg': ['audio/mpeg'],
  'audio/mp4': ['iso-media'],
  'audio/x-m4a': ['iso-media'],
  'audio/wav': ['audio/wav'],
  'audio/ogg': ['audio/ogg'],
  'video/mp4': ['iso-media'],
  'text/plain': ['text'],
  'text/csv': ['text'],
  'application/msword': ['ole'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['zip'],
  'application/vnd.ms-excel': ['ole'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['zip'],
  'application/vnd.ms-powerpoint': ['ole'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['zip'],
  'application/zip': ['zip'],
  'application/x-zip-compressed': ['zip'],
};

/** The image formats an image upload may turn out to be: stored as the one found. */
export const STORABLE_IMAGE_KINDS = new Set<SniffedKind>(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

const FOUND_LABELS: Readonly<Record<SniffedKind, string>> = {
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'image/gif': 'a GIF image',
  'image/webp': 'a WebP image',
  'image/avif': 'an AVIF image',
  'image/heic': 'a HEIC image',
  'image/x-icon': 'an ICO icon',
  'application/pdf': 'a PDF document',
  'audio/mpeg': 'MP3 audio',
  'audio/wav': 'WAV audio',
  'audio/ogg': 'Ogg audio',
  'iso-media': 'MP4 audio or video',
  ole: 'an Office 97–2003 document',
  zip: 'a ZIP archive or Office document',
  html: 'an HTML page',
  text: 'plain text',
  unknown: 'binary data',
};

const DECLARED_LABELS: Readonly<Record<string, string>> = {
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'image/webp': 'a WebP image',
  'image/gif': 'a GIF image',
  'image/avif': 'an AVIF image',
  'application/pdf': 'a PDF document',
  'image/x-icon': 'an ICO icon',
  'image/vnd.microsoft.icon': 'an ICO icon',
  'audio/mpeg': 'an MP3 file',
  'audio/mp4': 'an M4A audio file',
  'audio/x-m4a': 'an M4A audio file',
  'audio/wav': 'a WAV audio file',
  'audio/ogg': 'an Ogg audio file',
  'video/mp4': 'an MP4 video',
  'text/plain': 'a plain text file',
  'text/csv': 'a CSV file',
  'application/msword': 'a Word document (.doc)',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'a Word document (.docx)',
  'application/vnd.ms-excel': 'an Excel workbook (.xls)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'an Excel workbook (.xlsx)',
  'application/vnd.ms-powerpoint': 'a PowerPoint presentation (.ppt)',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'a PowerPoint presentation (.pptx)',
  'application/zip': 'a ZIP archive',
  'application/x-zip-compressed': 'a ZIP archive',
};

/** Whether the bytes found may be stored under the declared type. */
export function contentMatches(declared: string, found: SniffedKind): boolean {
  return (EXPECTED_CONTENT[declared] ?? []).includes(found);
}

/**
 * The refusal, in words an editor can act on: "The file's contents do not match its type:
 * "Rate card.pdf" was sent as a PDF document, but it contains an HTML page. …"
 */
export function contentMismatchMessage(fileName: string, declared: string, found: SniffedKind): string {
  const expected = DECLARED_LABELS[declared] ?? `a file of type ${declared}`;
  const text = EXPECTED_CONTENT[declared]?.includes('text') ?? false;
  const what = found !== 'unknown' ? `it contains ${FOUND_LABELS[found]}` : text ? 'it contains binary data, not text' : `its contents are not ${expected}`;
  return `The file's contents do not match its type: "${fileName}" was sent as ${expected}, but ${what}. Save or export it in the right format and upload it again.`;
}
