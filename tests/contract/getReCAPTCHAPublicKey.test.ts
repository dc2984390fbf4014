import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetReCaptchaPublicKeyDocument } from '../../src/gql/graphql.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let plain: TestServer;
let configured: TestServer;
beforeAll(async () => {
  [plain, configured] = await Promise.all([
    startTestServer(),
    startTestServer({ recaptcha: { siteKey: '6LcTEST-public-site-key', secretKey: 'secret-never-sent' } }),
  ]);
});
afterAll(() => Promise.all([plain.close(), configured.close()]));

describe('getReCAPTCHAPublicKey', () => {
  it('is served as text', () => expectDocumentServed(plain, 'getReCAPTCHAPublicKey'));

  it('returns no key when reCAPTCHA is not configured', async () => {
    const data = await execute(plain, GetReCaptchaPublicKeyDocument, {});
    expect(data.getReCAPTCHAPublicKey).toEqual({ __typename: 'ReCAPTCHAPublicKey', data: null, enabled: false });
  });

  it('returns the public site key in the data field, never the secret', async () => {
    const data = await execute(configured, GetReCaptchaPublicKeyDocument, {});
    expect(data.getReCAPTCHAPublicKey).toEqual({ __typename: 'ReCAPTCHAPublicKey', data: '6LcTEST-public-site-key', enabled: true });
    expect(JSON.stringify(data)).not.toContain('secret-never-sent');
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(plain, 'getReCAPTCHAPublicKey', {}));
});
