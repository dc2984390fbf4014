import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCtaMessageDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { startSettingsServer, type SettingsUsers } from '../helpers/settings.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let users: SettingsUsers;

beforeAll(async () => {
  ({ server, admin, users } = await startSettingsServer());
});
afterAll(() => server.close());

const read = async (token: string, tenantKey = 'edr') => (await execute(server, GetCtaMessageDocument, {}, { tenantKey, cmsToken: token })).getCtaMessage;

describe('getCtaMessage', () => {
  it('is served as text', () => expectDocumentServed(server, 'getCtaMessage'));

  it("returns the site's header call-to-action", async () => {
    const doc = await read(admin);
    expect(doc).toMatchObject({ __typename: 'SettingsDocument', key: 'ctaMessage', version: 1 });
    expect(doc.payload).toEqual({
      enabled: true,
      text: 'Power Electronics Summit: early registration ends soon.',
      buttonLabel: 'Register',
      link: '/events',
      openInNewWindow: false,
      backgroundColor: '#002049',
      textColor: '#ffffff',
      buttonColor: '#ed852d',
      buttonTextColor: '#ffffff',
    });
    expect((await read(admin, 'fot')).payload).toMatchObject({ buttonLabel: 'Subscribe' });
  });

  it('answers the defaults (switched off) where nothing is saved', async () => {
    expect(await read(admin, 'qa')).toMatchObject({ version: 0, updated: null, payload: { enabled: false, text: '' } });
  });

  it('is readable with manage_header_cta or view_site_settings, FORBIDDEN otherwise', async () => {
    expect((await read(users.managingEditor.token)).key).toBe('ctaMessage');
    expect((await read(users.viewer.token)).key).toBe('ctaMessage');
    await expectForbidden(server, 'getCtaMessage', {}, users.adOps.token);
  });

  it('is UNAUTHENTICATED without a token and refuses an unknown tenant', async () => {
    await expectUnauthenticated(server, 'getCtaMessage', {});
    await expectUnknownTenantRefused(server, 'getCtaMessage', {});
  });
});
