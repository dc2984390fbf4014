import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterSettingsDocument, SaveNewsletterSettingsDocument } from '../../src/gql/graphql.js';
import { memberships } from '../../src/server/db/schema/index.js';
import { createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute } from '../helpers/execute.js';
import { expectFieldErrors, expectStale, lastHistory, postSave, startSettingsServer, type SettingsUsers } from '../helpers/settings.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let users: SettingsUsers;
let manager: { id: number; token: string };
let fotManager: string;
let audience: string;

beforeAll(async () => {
  ({ server, admin, users } = await startSettingsServer());
  [manager, fotManager, audience] = await Promise.all([
    createUser(server, { role: 'newsletter_manager' }),
    createUser(server, { role: 'newsletter_manager', tenantKeys: ['fot'] }).then((u) => u.token),
    createUser(server, { role: 'audience_manager' }).then((u) => u.token),
  ]);
});
afterAll(() => server.close());

type Newsletter = { productId: number | null; title: string; description: string; showInSubscribeBlock: boolean };
type Payload = Record<string, unknown> & { enabledNewsletters: Newsletter[]; subscribeBlockSettings: Record<string, unknown>; injectionSettings: Record<string, unknown> };

const read = async (tenantKey = 'edr') => (await execute(server, GetNewsletterSettingsDocument, {}, { tenantKey, cmsToken: admin })).getNewsletterSettings;
const save = async (payload: unknown, version: number, token = admin, tenantKey = 'edr') =>
  (await execute(server, SaveNewsletterSettingsDocument, { payload, version }, { tenantKey, cmsToken: token })).saveNewsletterSettings;
const payloadOf = (doc: { payload: unknown }) => doc.payload as Payload;

describe('saveNewsletterSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveNewsletterSettings'));

  it('saves every field for a newsletter manager, gives an added newsletter the next product id, writes history and is read back', async () => {
    const before = await read();
    const old = payloadOf(before);
    const [first, second, ...rest] = old.enabledNewsletters;
    const payload: Payload = {
      ...old,
      groupSites: ['fot'],
      stealthLink: 'https://www.edr-demo.example/newsletters?stealth=1',
      // Reordered, one changed, one added without a product.
      enabledNewsletters: [second!, { ...first!, title: 'EDR Daily Briefing', showInSubscribeBlock: false }, ...rest, { productId: null, title: 'RF Design', description: 'RF and microwave design, monthly.', showInSubscribeBlock: true }],
      subscribeBlockSettings: { promoCode: 'EDRNEW', title: 'Stay informed', description: 'Pick the newsletters you want.', buttonLabel: 'Subscribe' },
      injectionSettings: { enabled: false, parameterName: 'enc' },
    };
    const saved = await save(payload, before.version, manager.token);
    const added = payloadOf(saved).enabledNewsletters.at(-1)!;
    expect(added).toMatchObject({ title: 'RF Design', productId: expect.any(Number) });
    expect(old.enabledNewsletters.map((n) => n.productId)).not.toContain(added.productId);
    expect(added.productId!).toBeGreaterThan(Math.max(...old.enabledNewsletters.map((n) => n.productId!)));
    const expected = { ...payload, enabledNewsletters: [...payload.enabledNewsletters.slice(0, -1), { ...payload.enabledNewsletters.at(-1)!, productId: added.productId }] };
    expect(saved).toMatchObject({ version: before.version + 1, payload: expected });
    expect(await read()).toMatchObject({ version: before.version + 1, payload: expected });
    // The stored document (what the public site reads) has the product id too.
    const history = await lastHistory(server, 'NewsletterSettings');
    expect(history).toMatchObject({ action: 'update', userId: manager.id });
    expect(JSON.stringify(history)).toContain(`"productId":${added.productId}`);

    // Saving again keeps the allocated ids.
    const again = await save(payloadOf(saved), saved.version, manager.token);
    expect(payloadOf(again).enabledNewsletters).toEqual(payloadOf(saved).enabledNewsletters);
  });

  it('creates the document on a site without one (version 0), keeping the defaults of omitted fields and allocating every product', async () => {
    const saved = await save(
      {
        enabledNewsletters: [
          { productId: null, title: 'QA Daily', description: 'Daily test digest.', showInSubscribeBlock: true },
          { productId: null, title: 'QA Weekly', description: 'Weekly test digest.', showInSubscribeBlock: false },
        ],
      },
      0,
      admin,
      'qa',
    );
    const newsletters = payloadOf(saved).enabledNewsletters;
    expect(saved).toMatchObject({ version: 1, payload: { stealthLink: '', injectionSettings: { enabled: false, parameterName: 'oly_enc_id' } } });
    expect(newsletters.map((n) => n.productId)).toEqual([expect.any(Number), expect.any(Number)]);
    expect(newsletters[0]!.productId).not.toBe(newsletters[1]!.productId);
    expect(await lastHistory(server, 'NewsletterSettings', 'qa')).toMatchObject({ action: 'create' });
  });

  it("answers the required fields, bad product ids and bad addresses as field errors, in the spec's words", async () => {
    const before = await read();
    const payload = payloadOf(before);
    const [first, second] = payload.enabledNewsletters;
    expectFieldErrors(
      await postSave(
        server,
        'saveNewsletterSettings',
        {
          ...payload,
          stealthLink: 'not a link',
          enabledNewsletters: [
            { ...first!, title: ' ', description: '' },
            { ...second!, productId: first!.productId },
            { productId: -3, title: 'Bad', description: 'Bad product', showInSubscribeBlock: true },
          ],
        },
        before.version,
        admin,
      ),
      {
        stealthLink: 'Enter a full address starting with http:// or https://',
        'enabledNewsletters.0.title': 'Field is required',
        'enabledNewsletters.0.description': 'Field is required',
        'enabledNewsletters.1.productId': 'This product is already in the list.',
        'enabledNewsletters.2.productId': 'Enter a positive product id.',
      },
    );
    // Nothing was lost.
    expect(await read()).toEqual(before);
  });

  it("refuses a membership's product on its entry, and group sites that are not other sites", async () => {
    const before = await read();
    const payload = payloadOf(before);
    const tenantId = await tenantIdOf(server, 'edr');
    const [membership] = (await server.database.db.select().from(memberships).where(eq(memberships.tenantId, tenantId))).filter((m) => m.omedaProduct !== null);
    expectFieldErrors(
      await postSave(
        server,
        'saveNewsletterSettings',
        {
          ...payload,
          groupSites: ['fot', 'nosuch'],
          enabledNewsletters: [...payload.enabledNewsletters, { productId: membership!.omedaProduct, title: 'Clash', description: 'Uses a membership product.', showInSubscribeBlock: true }],
        },
        before.version,
        admin,
      ),
      {
        groupSites: "There is no site 'nosuch'.",
        [`enabledNewsletters.${payload.enabledNewsletters.length}.productId`]: 'This product is a membership’s product.',
      },
    );
    expectFieldErrors(await postSave(server, 'saveNewsletterSettings', { ...payload, groupSites: ['edr'] }, before.version, admin), {
      groupSites: 'Choose other sites: this site always shares its own lists.',
    });
    expect(await read()).toEqual(before);
  });

  it('refuses a stale version with CONFLICT naming who saved', async () => {
    const before = await read();
    await save(before.payload, before.version, manager.token);
    expectStale(await postSave(server, 'saveNewsletterSettings', before.payload, before.version, admin), /^These newsletter settings were changed by /);
  });

  it('needs manage_newsletter_settings: FORBIDDEN for site-settings viewers and managers without it, UNAUTHENTICATED without a token', async () => {
    const before = await read();
    const variables = { payload: before.payload, version: before.version };
    await expectForbidden(server, 'saveNewsletterSettings', variables, users.viewer.token);
    await expectForbidden(server, 'saveNewsletterSettings', variables, users.managingEditor.token);
    await expectForbidden(server, 'saveNewsletterSettings', variables, audience);
    await expectUnauthenticated(server, 'saveNewsletterSettings', variables);
    await expectBadVariablesRefused(server, 'saveNewsletterSettings', { payload: before.payload, version: 'x' }, /version/);
    await expectUnknownTenantRefused(server, 'saveNewsletterSettings', variables);
  });

  it("keeps sites apart: another site's newsletter manager cannot save here, and a save on fot leaves edr alone", async () => {
    const edr = await read();
    expect(codeOf(await postSave(server, 'saveNewsletterSettings', edr.payload, edr.version, fotManager, 'edr'))).toBe('FORBIDDEN');
    const fot = await read('fot');
    await save({ ...payloadOf(fot), subscribeBlockSettings: { ...payloadOf(fot).subscribeBlockSettings, promoCode: 'FOTNEW' } }, fot.version, fotManager, 'fot');
    expect(await read()).toEqual(edr);
    expect((await read('fot')).payload).toMatchObject({ subscribeBlockSettings: { promoCode: 'FOTNEW' } });
  });
});
