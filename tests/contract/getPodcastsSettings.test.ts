import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetPodcastsSettingsDocument } from '../../src/gql/graphql.js';
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

const read = async (token: string, tenantKey = 'edr') =>
  (await execute(server, GetPodcastsSettingsDocument, {}, { tenantKey, cmsToken: token })).getPodcastsSettings;

describe('getPodcastsSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'getPodcastsSettings'));

  it('returns each podcast with url, title, image, description and service links', async () => {
    const doc = await read(admin);
    expect(doc).toMatchObject({ __typename: 'SettingsDocument', key: 'podcastsSettings', version: 1 });
    const podcasts = (doc.payload as { podcasts: Record<string, unknown>[] }).podcasts;
    for (const podcast of podcasts) {
      expect(Object.keys(podcast).sort()).toEqual(['description', 'image', 'links', 'title', 'url']);
      expect(podcast.url).toMatch(/^https:\/\//);
      expect(podcast.links).toContainEqual({ service: 'apple', url: expect.stringMatching(/^https:\/\/podcasts\.apple\.com\//) });
    }
  });

  it('answers no podcasts where nothing is saved', async () => {
    expect(await read(admin, 'qa')).toMatchObject({ version: 0, payload: { podcasts: [] } });
  });

  it('needs view_site_settings or manage_site_settings', async () => {
    expect((await read(users.viewer.token)).key).toBe('podcastsSettings');
    await expectForbidden(server, 'getPodcastsSettings', {}, users.adOps.token);
    await expectUnauthenticated(server, 'getPodcastsSettings', {});
    await expectUnknownTenantRefused(server, 'getPodcastsSettings', {});
  });
});
