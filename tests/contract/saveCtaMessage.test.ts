import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCtaMessageDocument, SaveCtaMessageDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { expectFieldErrors, expectStale, lastHistory, postSave, startSettingsServer, type SettingsUsers } from '../helpers/settings.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let users: SettingsUsers;

beforeAll(async () => {
  ({ server, admin, users } = await startSettingsServer());
});
afterAll(() => server.close());

const read = async (tenantKey = 'edr') => (await execute(server, GetCtaMessageDocument, {}, { tenantKey, cmsToken: admin })).getCtaMessage;
const save = async (payload: unknown, version: number, token = admin, tenantKey = 'edr') =>
  (await execute(server, SaveCtaMessageDocument, { payload, version }, { tenantKey, cmsToken: token })).saveCtaMessage;

describe('saveCtaMessage', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveCtaMessage'));

  it('saves with manage_header_cta alone (managing editor) and writes history', async () => {
    const before = await read();
    const saved = await save({ ...(before.payload as Record<string, unknown>), text: 'Webinar on GaN today', link: 'https://www.edr-demo.example/webinars' }, before.version, users.managingEditor.token);
    expect(saved).toMatchObject({ version: before.version + 1, payload: { text: 'Webinar on GaN today', link: 'https://www.edr-demo.example/webinars' } });
    expect(saved.updatedBy).toMatch(/^Test User/);
    expect(await lastHistory(server, 'CtaMessage')).toMatchObject({ action: 'update', userId: users.managingEditor.id });
    expect((await read('fot')).payload).toMatchObject({ buttonLabel: 'Subscribe' });
  });

  it('needs text, button label and link while enabled; an off message may be a draft', async () => {
    const before = await read();
    expectFieldErrors(await postSave(server, 'saveCtaMessage', { enabled: true, text: ' ', buttonLabel: '', link: 'events', textColor: 'bogus' }, before.version, admin), {
      text: 'Field is required',
      buttonLabel: 'Field is required',
      link: 'Enter a path starting with / or a full address starting with https://',
      textColor: 'Enter a colour such as #3867a6',
    });
    const draft = await save({ enabled: false, text: 'Half written' }, before.version);
    expect(draft.payload).toMatchObject({ enabled: false, text: 'Half written', buttonLabel: '', buttonColor: '#ed852d' });
  });

  it('refuses a stale version with CONFLICT', async () => {
    const before = await read();
    await save({ ...(before.payload as Record<string, unknown>), text: 'One' }, before.version);
    expectStale(await postSave(server, 'saveCtaMessage', { ...(before.payload as Record<string, unknown>), text: 'Two' }, before.version, admin), /^The header call-to-action was changed by /);
    expect((await read()).payload).toMatchObject({ text: 'One' });
  });

  it('saves a first time where nothing is saved (version 0)', async () => {
    const saved = await save({ enabled: false }, 0, admin, 'qa');
    expect(saved.version).toBe(1);
  });

  it('is FORBIDDEN without manage_header_cta (viewer, editor), UNAUTHENTICATED without a token', async () => {
    const before = await read();
    await expectForbidden(server, 'saveCtaMessage', { payload: before.payload, version: before.version }, users.viewer.token);
    await expectForbidden(server, 'saveCtaMessage', { payload: before.payload, version: before.version }, users.editor.token);
    await expectUnauthenticated(server, 'saveCtaMessage', { payload: before.payload, version: before.version });
    await expectBadVariablesRefused(server, 'saveCtaMessage', { version: 1 }, /payload/);
    await expectUnknownTenantRefused(server, 'saveCtaMessage', { payload: before.payload, version: before.version });
    expect((await read()).version).toBe(before.version);
  });
});
