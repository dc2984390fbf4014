import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetPodcastsSettingsDocument, SavePodcastsSettingsDocument } from '../../src/gql/graphql.js';
import { assets } from '../../src/server/db/schema/index.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
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

const read = async (tenantKey = 'edr') => (await execute(server, GetPodcastsSettingsDocument, {}, { tenantKey, cmsToken: admin })).getPodcastsSettings;
const save = async (payload: unknown, version: number, token = admin, tenantKey = 'edr') =>
  (await execute(server, SavePodcastsSettingsDocument, { payload, version }, { tenantKey, cmsToken: token })).savePodcastsSettings;

async function imageOf(tenantKey: string) {
  const [row] = await server.database.db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.tenantId, await tenantIdOf(server, tenantKey)), eq(assets.kind, 'image')))
    .limit(1);
  return row!.id;
}

const podcast = (image: number | null) => ({
  url: 'https://www.edr-demo.example/podcasts/power-talk',
  title: 'Power Talk',
  image,
  description: 'Thirty minutes on power design.',
  links: [
    { service: 'spotify', url: 'https://open.spotify.com/show/abc' },
    { service: 'amazon', url: 'https://music.amazon.com/podcasts/abc' },
    { service: 'youtube', url: 'https://www.youtube.com/@powertalk' },
    { service: 'other', url: 'https://pocketcasts.com/abc' },
  ],
});

describe('savePodcastsSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'savePodcastsSettings'));

  it('saves podcasts with an image of this site and writes history', async () => {
    const before = await read();
    const saved = await save({ podcasts: [podcast(await imageOf('edr'))] }, before.version, users.siteAdmin.token);
    expect(saved).toMatchObject({ version: before.version + 1, payload: { podcasts: [podcast(await imageOf('edr'))] } });
    expect(await lastHistory(server, 'PodcastsSettings')).toMatchObject({ action: 'update', userId: users.siteAdmin.id });
  });

  it("requires url and title, checks links and refuses another site's image", async () => {
    const before = await read();
    expectFieldErrors(
      await postSave(server, 'savePodcastsSettings', { podcasts: [{ url: '', title: ' ', links: [{ service: 'napster', url: 'x' }] }, podcast(await imageOf('fot'))] }, before.version, admin),
      {
        'podcasts.0.url': 'Field is required',
        'podcasts.0.title': 'Field is required',
        'podcasts.0.links.0.service': 'Field is required',
        'podcasts.0.links.0.url': 'Enter a full address starting with http:// or https://',
      },
    );
    expectFieldErrors(await postSave(server, 'savePodcastsSettings', { podcasts: [podcast(await imageOf('fot'))] }, before.version, admin), {
      'podcasts.0.image': 'Choose an image from the media library of this site.',
    });
  });

  it('refuses a stale version with CONFLICT', async () => {
    const before = await read();
    await save({ podcasts: [] }, before.version);
    expectStale(await postSave(server, 'savePodcastsSettings', before.payload, before.version, admin), /^These podcasts settings were changed by /);
  });

  it('is FORBIDDEN without manage_site_settings, UNAUTHENTICATED without a token', async () => {
    const before = await read();
    const variables = { payload: before.payload, version: before.version };
    await expectForbidden(server, 'savePodcastsSettings', variables, users.viewer.token);
    await expectUnauthenticated(server, 'savePodcastsSettings', variables);
    await expectBadVariablesRefused(server, 'savePodcastsSettings', { payload: before.payload, version: 'x' }, /version/);
    await expectUnknownTenantRefused(server, 'savePodcastsSettings', variables);
  });
});
