import { describe, expect, it } from 'vitest';
import { buildRequestHeaders, fixedTenantKey } from './headers.js';
import { answers, fakeBackend } from './testing/fakeBackend.js';
import { createTransport, type TransportConfig } from './transport.js';

const ok = answers.json({ data: { ping: true } });

async function postHeaders(config: Partial<TransportConfig>, callHeaders?: Record<string, string>): Promise<Headers> {
  const backend = fakeBackend({ documents: { 'query/ping': 'query ping { ping }' }, posts: [ok] });
  const transport = createTransport({ endpoint: '/graphql', version: '1', fetch: backend.fetch, ...config });
  await transport.query('ping', {}, callHeaders ? { headers: callHeaders } : {});
  return backend.lastHeaders();
}

describe('request headers (spec 000 §7.1)', () => {
  it('always sends JSON content type and accept', async () => {
    const headers = await postHeaders({});
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('sends x-tenant-key, not x-domain, when a tenant key is configured', async () => {
    const headers = await postHeaders({ tenantKey: 'acme', domain: () => 'news.example.com' });
    expect(headers.get('x-tenant-key')).toBe('acme');
    expect(headers.get('x-domain')).toBeNull();
  });

  it.each([
    ['auto', 'auto'],
    ['AUTO', 'AUTO'],
    ['null', null],
    ['empty', ''],
    ['absent', undefined],
  ])('sends x-domain with the current host when the tenant key is %s', async (_label, tenantKey) => {
    const headers = await postHeaders({ tenantKey, domain: () => 'news.example.com' });
    expect(headers.get('x-tenant-key')).toBeNull();
    expect(headers.get('x-domain')).toBe('news.example.com');
  });

  it('sends neither tenant header when no key applies and the host is unknown', async () => {
    const headers = await postHeaders({ tenantKey: 'auto', domain: () => null });
    expect(headers.get('x-tenant-key')).toBeNull();
    expect(headers.get('x-domain')).toBeNull();
  });

  it('sends bearer tokens when present', async () => {
    const headers = await postHeaders({ getCmsToken: () => 'cms-123', getSiteUserToken: () => 'reader-9' });
    expect(headers.get('authorization')).toBe('Bearer cms-123');
    expect(headers.get('x-site-user')).toBe('Bearer reader-9');
  });

  it('omits token headers when the tokens are absent or empty', async () => {
    const headers = await postHeaders({ getCmsToken: () => null, getSiteUserToken: () => '' });
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('x-site-user')).toBeNull();
  });

  it('reads tokens on every call, so login takes effect without a new transport', async () => {
    let token: string | null = null;
    const backend = fakeBackend({ documents: { 'query/ping': 'query ping { ping }' }, posts: [ok, ok] });
    const transport = createTransport({ endpoint: '/graphql', version: '1', fetch: backend.fetch, getCmsToken: () => token });
    await transport.query('ping');
    expect(backend.lastHeaders().get('authorization')).toBeNull();
    token = 'fresh';
    await transport.query('ping');
    expect(backend.lastHeaders().get('authorization')).toBe('Bearer fresh');
  });

  it('lets configured and per-call headers override computed ones, case-insensitively', async () => {
    const headers = await postHeaders(
      { tenantKey: 'acme', headers: { 'X-Test': 'yes' } },
      { 'X-Tenant-Key': 'other' },
    );
    expect(headers.get('x-tenant-key')).toBe('other');
    expect(headers.get('x-test')).toBe('yes');
  });
});

describe('fixedTenantKey', () => {
  it('maps null, blank and auto to null and keeps real keys', () => {
    expect(fixedTenantKey(null)).toBeNull();
    expect(fixedTenantKey('  ')).toBeNull();
    expect(fixedTenantKey('Auto')).toBeNull();
    expect(fixedTenantKey(' acme ')).toBe('acme');
  });

  it('builds headers without a transport too', () => {
    expect(buildRequestHeaders({ tenantKey: 'k' }).get('x-tenant-key')).toBe('k');
  });
});
