import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteMenusDocument, SaveWebsiteMenuDocument } from '../../src/gql/graphql.js';
import { MENU_LOCATIONS, MENU_LOCATION_RULES } from '../../src/shared/menus.js';
import { adminToken } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminToken(server);
  // The seed may already hold menus: read the version before replacing them.
  const current = (await execute(server, GetWebsiteMenusDocument, {})).getWebsiteMenus;
  const versionOf = (location: string) => current.find((m) => m.location === location)?.version ?? 0;
  await execute(
    server,
    SaveWebsiteMenuDocument,
    {
      location: 'footer',
      version: versionOf('footer'),
      items: [{ label: 'Company', url: '', children: [{ label: 'About', url: '/about-us' }, { label: 'Careers', url: 'https://jobs.example.com', newWindow: true }] }],
    },
    { cmsToken: admin },
  );
  const fot = (await execute(server, GetWebsiteMenusDocument, {}, { tenantKey: 'fot' })).getWebsiteMenus;
  const fotVersion = fot.find((m) => m.location === 'header_secondary')?.version ?? 0;
  await execute(
    server,
    SaveWebsiteMenuDocument,
    { location: 'header_secondary', version: fotVersion, items: [{ label: 'Fot link', url: '/fot' }] },
    { cmsToken: admin, tenantKey: 'fot' },
  );
});
afterAll(() => server.close());

describe('getWebsiteMenus', () => {
  it('is served as text', () => expectDocumentServed(server, 'getWebsiteMenus'));

  it('answers anyone with every location in order, with its rules', async () => {
    const menus = (await execute(server, GetWebsiteMenusDocument, {})).getWebsiteMenus;
    expect(menus.map((m) => m.location)).toEqual([...MENU_LOCATIONS]);
    for (const menu of menus) {
      expect(menu).toMatchObject({ __typename: 'WebsiteMenu', id: menu.location, allowsChildren: MENU_LOCATION_RULES[menu.location].allowsChildren, maxItems: MENU_LOCATION_RULES[menu.location].maxItems });
    }
    expect(menus.find((m) => m.location === 'footer')?.items).toEqual([
      {
        __typename: 'MenuItem',
        label: 'Company',
        url: '',
        newWindow: false,
        children: [
          { __typename: 'MenuItem', label: 'About', url: '/about-us', newWindow: false },
          { __typename: 'MenuItem', label: 'Careers', url: 'https://jobs.example.com', newWindow: true },
        ],
      },
    ]);
  });

  it("never shows another site's menus", async () => {
    const edr = (await execute(server, GetWebsiteMenusDocument, {})).getWebsiteMenus;
    expect(edr.find((m) => m.location === 'header_secondary')?.items.some((i) => i.label === 'Fot link')).toBe(false);
    const fot = (await execute(server, GetWebsiteMenusDocument, {}, { tenantKey: 'fot' })).getWebsiteMenus;
    expect(fot.find((m) => m.location === 'header_secondary')?.items.map((i) => i.label)).toEqual(['Fot link']);
    const fotFooterUrls = fot.find((m) => m.location === 'footer')?.items.flatMap((i) => [i.url, ...i.children.map((c) => c.url)]);
    expect(fotFooterUrls).not.toContain('https://jobs.example.com');
  });

  it("writes links to a sister site of the installation with the reader's port, on a server with a port of its own", async () => {
    // The test server answers on 127.0.0.1:{port}: edr's affiliated brands link fot's domain.
    const menus = (await execute(server, GetWebsiteMenusDocument, {})).getWebsiteMenus;
    const brands = menus.find((menu) => menu.location === 'affiliated_brands')!.items.map((item) => item.url);
    const port = new URL(server.url).port;
    expect(brands).toContain(`http://fot.localhost:${port}/`);
    // Other links are as stored (the footer's jobs site is no site of this installation).
    const footer = menus.find((menu) => menu.location === 'footer')!.items.flatMap((item) => item.children.map((child) => child.url));
    expect(footer).toContain('https://jobs.example.com');
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getWebsiteMenus', {}));
});
