import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src/server/graphql/context.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';
import { contentSecurityPolicy } from '../../src/server/http/securityHeaders.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/** Issue 10 item 7: the security headers of HTML answers, with and without an https PUBLIC_URL. */
const renderer: PageRenderer = async () => ({ statusCode: 200, headers: [['content-type', 'text/html;charset=utf-8']], body: '<h1>page</h1>' });
const withPages = { beforeListen: (app: FastifyInstance, services: AppServices) => void app.get('/*', createPageHandler({ services, run: createExecutor(buildSchema()), renderer })) };

let plain: TestServer;
let secure: TestServer;

beforeAll(async () => {
  [plain, secure] = await Promise.all([
    startTestServer({}, withPages),
    startTestServer(
      { publicUrl: 'https://www.example.com', siteFrameAncestors: "'self' https://partner.example.com", partsDirectEmbedUrl: 'https://embed.parts.example/{kind}?key={key}' },
      withPages,
    ),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), secure.close()]);
});

const get = (server: TestServer, path: string) => fetch(`${server.url}${path}`, { headers: { 'x-tenant-key': 'edr' } });

describe('security headers', () => {
  it('every HTML page: a CSP with scripts from this origin only, nosniff, the referrer policy', async () => {
    const response = await get(plain, '/');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy({ admin: false, frameAncestors: "'self'", https: false }));
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('other answers are nosniff, without a CSP', async () => {
    const response = await get(plain, '/graphql/query/getContent.gql');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('behind https: HSTS, upgrade-insecure-requests, and the configured frame-ancestors of the site', async () => {
    const response = await get(secure, '/');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self' https://partner.example.com;");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('lets the public pages frame the configured Parts Direct embed, and only that origin', async () => {
    const csp = (await get(secure, '/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://viewer.zmags.com https://embed.parts.example;');
    expect((await get(plain, '/')).headers.get('content-security-policy')).not.toContain('parts.example');
    expect(contentSecurityPolicy({ admin: true, frameAncestors: "'self'", https: true })).not.toContain('parts.example');
  });

  it('the admin may be framed only by itself', () => {
    const csp = contentSecurityPolicy({ admin: true, frameAncestors: 'https://ignored.example.com', https: false });
    expect(csp).toContain("frame-ancestors 'self';");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toContain('www.google.com');
  });

  it('allows reCAPTCHA’s script, frames and calls only when reCAPTCHA is configured', () => {
    const csp = contentSecurityPolicy({ admin: true, frameAncestors: "'self'", https: true, recaptcha: true });
    expect(csp).toContain("script-src 'self' https://www.google.com https://www.gstatic.com https://www.recaptcha.net;");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://viewer.zmags.com https://www.google.com');
    expect(csp).toContain("connect-src 'self' https://www.google.com");
  });
});
