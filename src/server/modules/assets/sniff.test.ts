import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FILE_MIME_TYPES, IMAGE_MIME_TYPES } from '../../../shared/assets.js';
import { contentMatches, contentMismatchMessage, EXPECTED_CONTENT, sniffBytes, type SniffedKind } from './sniff.js';

const text = (value: string) => new TextEncoder().encode(value);
const bytes = (...values: number[]) => new Uint8Array(values);
const withTail = (head: Uint8Array | string, size = 64) => {
  const start = typeof head === 'string' ? text(head) : head;
  const out = new Uint8Array(Math.max(size, start.byteLength));
  out.set(start);
  return out;
};
/** An ISO media file's first box: size, 'ftyp', the major brand, version 0, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const body = `ftyp${major}\0\0\0\0${compatible.join('')}`;
  const box = new Uint8Array(4 + body.length + 16);
  new DataView(box.buffer).setUint32(0, 4 + body.length);
  box.set(text(body), 4);
  return box;
}

describe('sniffBytes', () => {
  it('names the image formats by their signatures', async () => {
    const solid = sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 1, g: 2, b: 3 } } });
    expect(sniffBytes(await solid.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffBytes(await solid.clone().png().toBuffer())).toBe('image/png');
    expect(sniffBytes(await solid.clone().webp().toBuffer())).toBe('image/webp');
    expect(sniffBytes(await solid.clone().gif().toBuffer())).toBe('image/gif');
    expect(sniffBytes(await solid.clone().avif().toBuffer())).toBe('image/avif');
    expect(sniffBytes(ftyp('mif1', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffBytes(withTail(bytes(0, 0, 1, 0, 1, 0)))).toBe('image/x-icon');
  });

  it('names documents, audio, video and archives', () => {
    expect(sniffBytes(text('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
    expect(sniffBytes(withTail('ID3\u0004'))).toBe('audio/mpeg');
    expect(sniffBytes(withTail(bytes(0xff, 0xfb, 0x90, 0x64)))).toBe('audio/mpeg');
    expect(sniffBytes(withTail('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBe('audio/wav');
    expect(sniffBytes(withTail('OggS\u0000\u0002'))).toBe('audio/ogg');
    expect(sniffBytes(ftyp('isom', 'isom', 'mp41'))).toBe('iso-media');
    expect(sniffBytes(ftyp('M4A ', 'M4A ', 'mp42'))).toBe('iso-media');
    expect(sniffBytes(withTail(bytes(0, 0, 0, 8, 0x6d, 0x6f, 0x6f, 0x76)))).toBe('iso-media');
    expect(sniffBytes(withTail(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)))).toBe('ole');
    expect(sniffBytes(withTail('PK\u0003\u0004\u0014\u0000'))).toBe('zip');
    expect(sniffBytes(withTail('PK\u0005\u0006'))).toBe('zip');
  });

  it('finds HTML by the WHATWG patterns, after whitespace and in any letter case', () => {
    const html = [
      '<!DOCTYPE html><html><body>x</body></html>',
      '  \n\t<html>',
      '<HTML lang="en">',
      '<script>alert(1)</script>',
      '<ScRiPt src=x></script>',
      '<head>',
      '<iframe src="https://evil.example">',
      '<body onload=alert(1)>',
      '<h1>Title</h1>',
      '<div>',
      '<a href=x>',
      '<b>',
      '<br/>',
      '<p>',
      '<style>',
      '<title>',
      '<table>',
      '<font>',
      '<!-- comment -->',
      '<svg onload=alert(1)>',
      '<?xml version="1.0"?>',
      '\ufeff<html>',
    ];
    for (const value of html) expect(sniffBytes(text(value)), value).toBe('html');
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from('<html>').flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(sniffBytes(utf16)).toBe('html');
  });

  it('tells plain text (CSV, UTF-16 with BOM, accents) from binary data', () => {
    for (const value of ['name,email\nAda,ada@example.com\n', 'Hello <world>', 'a < b', '<abbr> is not a pattern', 'Grüße\r\n\f\u001b[0m', '']) {
      expect(sniffBytes(text(value)), value).toBe('text');
    }
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from('a,b\n1,2').flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(sniffBytes(utf16)).toBe('text');
    expect(sniffBytes(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03))).toBe('unknown');
    expect(sniffBytes(text('abc\u0000def'))).toBe('unknown');
  });
});

describe('contentMatches', () => {
  it('has a rule for every type the library accepts', () => {
    for (const type of [...Object.keys(IMAGE_MIME_TYPES), ...Object.keys(FILE_MIME_TYPES)]) expect(EXPECTED_CONTENT[type], type).toBeDefined();
  });

  const cases: Array<[string, SniffedKind, boolean]> = [
    ['application/pdf', 'application/pdf', true],
    ['application/pdf', 'html', false],
    ['application/pdf', 'text', false],
    ['text/plain', 'text', true],
    ['text/plain', 'html', false],
    ['text/csv', 'html', false],
    ['text/csv', 'unknown', false],
    ['application/zip', 'zip', true],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'zip', true],
    ['application/msword', 'ole', true],
    ['application/msword', 'html', false],
    ['video/mp4', 'iso-media', true],
    ['audio/mpeg', 'audio/mpeg', true],
    ['audio/mpeg', 'html', false],
    ['image/png', 'image/jpeg', false],
    ['application/x-unknown', 'text', false],
  ];
  it.each(cases)('%s with %s bytes: %s', (declared, found, expected) => {
    expect(contentMatches(declared, found)).toBe(expected);
  });
});

describe('contentMismatchMessage', () => {
  it('says what was sent and what the file holds', () => {
    expect(contentMismatchMessage('Rate card.pdf', 'application/pdf', 'html')).toBe(
      'The file\'s contents do not match its type: "Rate card.pdf" was sent as a PDF document, but it contains an HTML page. Save or export it in the right format and upload it again.',
    );
    expect(contentMismatchMessage('list.csv', 'text/csv', 'unknown')).toContain('"list.csv" was sent as a CSV file, but it contains binary data, not text.');
    expect(contentMismatchMessage('deck.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'unknown')).toContain(
      'was sent as a PowerPoint presentation (.pptx), but its contents are not a PowerPoint presentation (.pptx).',
    );
  });
});
