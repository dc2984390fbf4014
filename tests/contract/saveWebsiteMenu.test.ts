import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteMenusDocument, SaveWebsiteMenuDocument } from '../../src/gql/graphql.js';
import { history } from '../../src/server/db/schema/index.js';
import { LINK_MESSAGES } from '../../src/shared/links.js';
import { MENU_MESSAGES } from '../../src/shared/menus.js';
import { createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  [manager, editor] = await Promise.all([
    createUser(server, { role: 'managing_editor' }).then((u) => u.token),
    createUser(server, { role: 'editor' }).then((u) => u.token),
  ]);
});
afterAll(() => server.close());

const versionOf = async (location: string, tenantKey?: string) =>
  (await execute(server, GetWebsiteMenusDocument, {}, tenantKey ? { tenantKey } : {})).getWebsiteMenus.find((m) => m.location === location)?.version ?? 0;

describe('saveWebsiteMenu', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveWebsiteMenu'));

  it('needs a login and manage_menus', async () => {
    const variables = { location: 'footer', items: [], version: 0 };
    await expectUnauthenticated(server, 'saveWebsiteMenu', variables);
    await expectForbidden(server, 'saveWebsiteMenu', variables, editor);
  });

  it('saves ordered links with groups, bumps the version and records history', async () => {
    const version = await versionOf('hamburger');
    const items = [
      { label: ' Topics ', url: '', children: [{ label: 'Power', url: '/power' }, { label: 'Analog', url: '/analog', newWindow: false }] },
      { label: 'Partner', url: 'https://partner.example.com', newWindow: true },
    ];
    const saved = (await execute(server, SaveWebsiteMenuDocument, { location: 'hamburger', items, version }, { cmsToken: manager })).saveWebsiteMenu;
    expect(saved).toMatchObject({ __typename: 'WebsiteMenu', id: 'hamburger', location: 'hamburger', allowsChildren: true, version: version + 1 });
    expect(saved.items.map((i) => [i.label, i.url, i.newWindow, i.children.map((c) => c.label)])).toEqual([
      ['Topics', '', false, ['Power', 'Analog']],
      ['Partner', 'https://partner.example.com', true, []],
    ]);
    const tenantId = await tenantIdOf(server, 'edr');
    const rows = await server.database.db.select().from(history).where(and(eq(history.entityType, 'Menu'), eq(history.entityId, `${tenantId}:hamburger`)));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad items with per-field errors', async () => {
    const version = await versionOf('header_primary');
    const response = await post(
      server,
      'saveWebsiteMenu',
      {
        location: 'header_primary',
        version,
        items: [
          { label: 'Fine', url: '/fine' },
          { label: '', url: 'javascript:alert(1)' },
          { label: 'Nested', url: '/n', children: [{ label: 'Child', url: '/c' }] },
        ],
      },
      bearer(manager),
    );
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'items.1.label': 'Field is required',
      'items.1.url': MENU_MESSAGES.url,
      'items.2.children': MENU_MESSAGES.childrenNotAllowed,
    });
    const tooMany = Array.from({ length: 9 }, (_, i) => ({ label: `L${i}`, url: `/l${i}` }));
    const secondary = await post(server, 'saveWebsiteMenu', { location: 'header_secondary', version: await versionOf('header_secondary'), items: tooMany }, bearer(manager));
    expect(secondary.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ items: 'At most 8 links' });
  });

  it('refuses links a browser would follow off the site (/\\host, \\\\host, /<tab>/host, javascript:), naming the field', async () => {
    const version = await versionOf('footer');
    const response = await post(
      server,
      'saveWebsiteMenu',
      {
        location: 'footer',
        version,
        items: [
          { label: 'Backslash', url: '/\\evil.example' },
          { label: 'Column', url: '', children: [{ label: 'Fine', url: '/fine' }, { label: 'Double', url: '\\\\evil.example' }, { label: 'Tab', url: '/\t/evil.example' }] },
          { label: 'Script', url: 'JaVaScRiPt:alert(1)' },
        ],
      },
      bearer(manager),
    );
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'items.0.url': LINK_MESSAGES.backslash.pathOrUrl,
      'items.1.children.1.url': LINK_MESSAGES.backslash.pathOrUrl,
      'items.1.children.2.url': MENU_MESSAGES.url,
      'items.2.url': MENU_MESSAGES.url,
    });
    expect(await versionOf('footer')).toBe(version);
  });

  it('refuses an unknown location through the schema', () =>
    expectBadVariablesRefused(server, 'saveWebsiteMenu', { location: 'sidebar', items: [], version: 0 }, /MenuLocation/));

  it('refuses a stale version with CONFLICT', async () => {
    const version = await versionOf('mega_1');
    await execute(server, SaveWebsiteMenuDocument, { location: 'mega_1', items: [{ label: 'A', url: '/a' }], version }, { cmsToken: manager });
    const response = await post(server, 'saveWebsiteMenu', { location: 'mega_1', items: [{ label: 'B', url: '/b' }], version }, bearer(manager));
    expect(codeOf(response)).toBe('CONFLICT');
    expect(response.status).toBe(409);
    expect(response.body.errors?.[0]?.message).toMatch(/^The Mega menu 1 menu was changed by Test User \d+ at .* since you opened it\./);
  });

  it('saves per site', async () => {
    const version = await versionOf('affiliated_brands', 'fot');
    const admin = await createUser(server, { role: 'managing_editor', tenantKeys: ['fot'] });
    await execute(server, SaveWebsiteMenuDocument, { location: 'affiliated_brands', items: [{ label: 'Sister', url: 'https://sister.example.com' }], version }, { cmsToken: admin.token, tenantKey: 'fot' });
    const edr = (await execute(server, GetWebsiteMenusDocument, {})).getWebsiteMenus.find((m) => m.location === 'affiliated_brands');
    expect(edr?.items.some((i) => i.label === 'Sister')).toBe(false);
  });
});
