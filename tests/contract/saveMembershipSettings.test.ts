import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMembershipSettingsDocument, SaveMembershipSettingsDocument } from '../../src/gql/graphql.js';
import { createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute } from '../helpers/execute.js';
import { expectFieldErrors, expectStale, lastHistory, postSave, startSettingsServer, type SettingsUsers } from '../helpers/settings.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let users: SettingsUsers;
let audience: { id: number; token: string };
let fotAudience: string;

beforeAll(async () => {
  ({ server, admin, users } = await startSettingsServer());
  [audience, fotAudience] = await Promise.all([
    createUser(server, { role: 'audience_manager' }),
    createUser(server, { role: 'audience_manager', tenantKeys: ['fot'] }).then((u) => u.token),
  ]);
});
afterAll(() => server.close());

type Payload = Record<string, unknown> & { contentMetering: Record<string, unknown> };

const read = async (tenantKey = 'edr') => (await execute(server, GetMembershipSettingsDocument, {}, { tenantKey, cmsToken: admin })).getMembershipSettings;
const save = async (payload: unknown, version: number, token = admin, tenantKey = 'edr') =>
  (await execute(server, SaveMembershipSettingsDocument, { payload, version }, { tenantKey, cmsToken: token })).saveMembershipSettings;

describe('saveMembershipSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveMembershipSettings'));

  it('saves every field for an audience manager, writes history and is read back', async () => {
    const before = await read();
    const payload: Payload = {
      ...(before.payload as Payload),
      supportEmail: 'help@edr-demo.example',
      ungatedParagraphs: 3,
      registerButtonLabel: 'Become a member',
      allowAnonymousCommenting: true,
      contentMetering: { ...(before.payload as Payload).contentMetering, numberOfFreeViews: 5, meteringPeriod: 14 },
    };
    const saved = await save(payload, before.version, audience.token);
    expect(saved).toMatchObject({ version: before.version + 1, payload });
    expect(await read()).toMatchObject({ version: before.version + 1, payload });
    expect(await lastHistory(server, 'MembershipSettings')).toMatchObject({ action: 'update', userId: audience.id });
  });

  it('creates the document on a site without one (version 0), keeping the defaults of omitted fields', async () => {
    const saved = await save(
      {
        fromEmail: 'members@qa.example',
        supportEmail: 'support@qa.example',
        unsubscribeLink: 'https://qa.example/unsubscribe',
        customerServiceLink: 'https://qa.example/help',
        privacyLink: 'https://qa.example/privacy',
        safeSenderText: 'Add us to your address book.',
      },
      0,
      admin,
      'qa',
    );
    expect(saved).toMatchObject({ version: 1, payload: { ungatedParagraphs: 1, contentMetering: { numberOfFreeViews: 7, meteringPeriod: 30, enabled: false } } });
    expect(await lastHistory(server, 'MembershipSettings', 'qa')).toMatchObject({ action: 'create' });
  });

  it("answers the required fields, the bounds and bad addresses as field errors, in the spec's words", async () => {
    const before = await read();
    const payload = before.payload as Payload;
    expectFieldErrors(
      await postSave(
        server,
        'saveMembershipSettings',
        {
          ...payload,
          fromEmail: ' ',
          supportEmail: 'support',
          privacyLink: '',
          safeSenderText: '',
          ungatedParagraphs: 11,
          contentMetering: { ...payload.contentMetering, enabled: true, numberOfFreeViews: 0, meteringPeriod: null, texts: { passedMeteredMore: '', passedMeteredOut: 'x', failedMetered: '[DAYS] left' } },
        },
        before.version,
        admin,
      ),
      {
        fromEmail: 'Field is required',
        supportEmail: 'Enter a valid email address',
        privacyLink: 'Field is required',
        safeSenderText: 'Field is required',
        ungatedParagraphs: 'Ungated paragraphs must be between 1 and 10.',
        'contentMetering.numberOfFreeViews': 'Free views must be between 1 and 1000.',
        'contentMetering.meteringPeriod': 'Field is required',
        'contentMetering.texts.passedMeteredMore': 'Field is required',
        'contentMetering.texts.failedMetered': '[DAYS] is not a placeholder; use [VIEWS_REMAINING], [ALLOWED_VIEWS], [EXPIRATION_DATE], [VIEWS].',
      },
    );
    // Nothing was lost.
    expect(await read()).toEqual(before);
  });

  it('refuses a stale version with CONFLICT naming who saved', async () => {
    const before = await read();
    await save(before.payload, before.version, audience.token);
    expectStale(await postSave(server, 'saveMembershipSettings', before.payload, before.version, admin), /^These membership settings were changed by /);
  });

  it('needs manage_memberships: FORBIDDEN for site-settings viewers and managers without it, UNAUTHENTICATED without a token', async () => {
    const before = await read();
    const variables = { payload: before.payload, version: before.version };
    await expectForbidden(server, 'saveMembershipSettings', variables, users.viewer.token);
    await expectForbidden(server, 'saveMembershipSettings', variables, users.managingEditor.token);
    await expectUnauthenticated(server, 'saveMembershipSettings', variables);
    await expectBadVariablesRefused(server, 'saveMembershipSettings', { payload: before.payload, version: 'x' }, /version/);
    await expectUnknownTenantRefused(server, 'saveMembershipSettings', variables);
  });

  it("keeps sites apart: another site's audience manager cannot save here, and a save on fot leaves edr alone", async () => {
    const edr = await read();
    expect(codeOf(await postSave(server, 'saveMembershipSettings', edr.payload, edr.version, fotAudience, 'edr'))).toBe('FORBIDDEN');
    const fot = await read('fot');
    await save({ ...(fot.payload as Payload), ungatedParagraphs: 4 }, fot.version, fotAudience, 'fot');
    expect(await read()).toEqual(edr);
    expect((await read('fot')).payload).toMatchObject({ ungatedParagraphs: 4 });
  });
});
