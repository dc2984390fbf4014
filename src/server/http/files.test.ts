import { describe, expect, it } from 'vitest';
import { attachmentDisposition, fileHeaders, opensInline, storageKeyOfUrl } from './files.js';

const headersOf = (mimeType: string, fileName = 'file') => Object.fromEntries(fileHeaders({ mimeType, fileName }));

describe('fileHeaders', () => {
  it('serves images in place with the stored type, nosniff and a script-less policy', () => {
    expect(headersOf('image/png', 'logo.png')).toEqual({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    expect(headersOf('image/x-icon')['content-disposition']).toBeUndefined();
  });

  it('serves PDF, audio and video in place', () => {
    expect(headersOf('application/pdf', 'Rate card.pdf')).toEqual({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(headersOf('audio/mpeg')).toMatchObject({ 'content-type': 'audio/mpeg', 'content-security-policy': 'sandbox' });
    expect(headersOf('video/mp4')['content-disposition']).toBeUndefined();
  });

  it('sends everything else as an attachment under its uploaded name', () => {
    expect(headersOf('text/csv', 'Leads 2026.csv')).toEqual({
      'content-type': 'text/csv',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'attachment; filename="Leads 2026.csv"',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(headersOf('application/zip', 'a.zip')['content-disposition']).toBe('attachment; filename="a.zip"');
    expect(headersOf('text/plain', 'notes.txt')['content-disposition']).toBe('attachment; filename="notes.txt"');
  });

  it('never serves a type the library does not store: SVG and unknown types are bytes to download', () => {
    expect(opensInline('image/svg+xml')).toBe(false);
    expect(headersOf('image/svg+xml', 'logo.svg')).toMatchObject({ 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="logo.svg"' });
    expect(headersOf('text/html', 'page.html')).toMatchObject({ 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="page.html"' });
  });
});

describe('attachmentDisposition', () => {
  it('quotes a plain name and adds the UTF-8 name when it is not ASCII (RFC 6266, RFC 5987)', () => {
    expect(attachmentDisposition('Rate card.pdf')).toBe('attachment; filename="Rate card.pdf"');
    expect(attachmentDisposition('Büro Übersicht (1).docx')).toBe(`attachment; filename="Buro Ubersicht (1).docx"; filename*=UTF-8''B%C3%BCro%20%C3%9Cbersicht%20%281%29.docx`);
    expect(attachmentDisposition('报告.pdf')).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`);
  });

  it('keeps quotes, backslashes, path parts and line breaks out of the header', () => {
    expect(attachmentDisposition('a"b.txt')).toBe(`attachment; filename="a_b.txt"; filename*=UTF-8''a%22b.txt`);
    expect(attachmentDisposition('..\\..\\evil.txt')).toBe('attachment; filename="evil.txt"');
    expect(attachmentDisposition('x\r\nSet-Cookie: a=b.txt')).toBe('attachment; filename="xSet-Cookie: a=b.txt"');
    expect(attachmentDisposition('50%; off.txt')).toBe(`attachment; filename="50__ off.txt"; filename*=UTF-8''50%25%3B%20off.txt`);
    expect(attachmentDisposition('')).toBe('attachment; filename="download"');
  });
});

describe('storageKeyOfUrl', () => {
  it('reads the key of a /files/ URL', () => {
    expect(storageKeyOfUrl('/files/assets/1/2026/abc-x.pdf?v=1')).toBe('assets/1/2026/abc-x.pdf');
    expect(storageKeyOfUrl('/files/seed/edr/files/a%20b.pdf')).toBe('seed/edr/files/a b.pdf');
    expect(storageKeyOfUrl('/files/')).toBeNull();
    expect(storageKeyOfUrl('/files/%E0%A4%A')).toBeNull();
    expect(storageKeyOfUrl('/other/x')).toBeNull();
  });
});
