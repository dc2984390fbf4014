// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from '../../client/cookies.js';
import { uploadAsset } from '../media/upload.js';
import { uploadSiteUserImport } from '../migrate-site-users/upload.js';
import { UploadError, uploadErrorOf, uploadFile, uploadUrl } from './upload.js';

/** A stand-in XMLHttpRequest: records the request, answers when the test says so. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('__TENANT_KEY__', '');
  vi.stubGlobal('__APP_VERSION__', 'test');
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  writeCookie('cms_token', 'token-1', { maxAge: 60 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  deleteCookie('cms_token');
  FakeXhr.last = null;
});

const sent = () => {
  if (!FakeXhr.last) throw new Error('nothing was sent');
  return FakeXhr.last;
};

describe('uploadFile', () => {
  it('POSTs the file with the GraphQL headers, its name percent-encoded, reporting progress', async () => {
    const progress: number[] = [];
    const file = new File(['a,b\n1,2\n'], 'Lecteurs été.csv', { type: 'text/csv' });
    const answer = uploadFile<{ id: number }>('/api/things', file, { onProgress: (f) => progress.push(f) });
    const xhr = sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/things');
    expect(xhr.body).toBe(file);
    expect(xhr.headers).toMatchObject({ 'content-type': 'text/csv', 'x-file-name': encodeURIComponent('Lecteurs été.csv'), authorization: 'Bearer token-1', 'x-domain': window.location.host });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    xhr.answer(201, '{"id":7}');
    await expect(answer).resolves.toEqual({ id: 7 });
    expect(progress).toEqual([0.5]);
  });

  it("rejects with the route's refusal, or a generic message when the answer is not the route's", async () => {
    const refused = uploadFile('/api/things', new File(['x'], 'x.csv'));
    sent().answer(413, '{"statusCode":413,"code":"TOO_LARGE","message":"The file is larger than 50 MB."}');
    await expect(refused).rejects.toMatchObject({ name: 'UploadError', status: 413, code: 'TOO_LARGE', message: 'The file is larger than 50 MB.' });
    const proxy = uploadFile('/api/things', new File(['x'], 'x.csv'));
    sent().answer(502, '<html>Bad gateway</html>');
    await expect(proxy).rejects.toMatchObject({ status: 502, code: 'UPLOAD_FAILED', message: 'The upload failed (HTTP 502).' });
    const offline = uploadFile('/api/things', new File(['x'], 'x.csv'));
    sent().onerror?.();
    await expect(offline).rejects.toBeInstanceOf(UploadError);
  });

  it('goes next to a GraphQL endpoint on another server', () => {
    expect(uploadUrl('/api/assets', '/graphql')).toBe('/api/assets');
    expect(uploadUrl('/api/assets', 'https://api.example.com/graphql')).toBe('https://api.example.com/api/assets');
    expect(uploadErrorOf(400, '{"message":"No."}')).toMatchObject({ code: 'UPLOAD_FAILED', message: 'No.' });
  });
});

describe('the two upload routes', () => {
  it('uploadAsset sends the file with its own type to /api/assets', async () => {
    const done = uploadAsset(new File(['png'], 'a.png', { type: 'image/png' }));
    expect(sent().url).toBe('/api/assets');
    expect(sent().headers['content-type']).toBe('image/png');
    sent().answer(201, '{"__typename":"Asset","id":3}');
    await expect(done).resolves.toMatchObject({ id: 3 });
  });

  it('uploadSiteUserImport sends CSV to /api/site-user-imports, and nothing when the file is empty', async () => {
    const done = uploadSiteUserImport(new File(['email\na@example.com\n'], 'readers.csv', { type: '' }));
    expect(sent().url).toBe('/api/site-user-imports');
    expect(sent().headers['content-type']).toBe('text/csv');
    sent().answer(201, '{"id":12,"columns":["email"]}');
    await expect(done).resolves.toMatchObject({ id: 12 });
    FakeXhr.last = null;
    await expect(uploadSiteUserImport(new File([], 'empty.csv'))).rejects.toMatchObject({ code: 'EMPTY_FILE' });
    expect(FakeXhr.last).toBeNull();
  });
});
