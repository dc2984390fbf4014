import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavePersonDocument, type PersonInput } from '../../src/gql/graphql.js';
import { uploadTestAsset } from '../helpers/assets.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

const save = async (input: PersonInput, token = admin) => (await execute(server, SavePersonDocument, { input }, { cmsToken: token, tenantKey: 'edr' })).savePerson;

describe('savePerson', () => {
  it('is served as text', () => expectDocumentServed(server, 'savePerson'));

  it('creates and updates a person with an image; status 0 retires instead of deleting', async () => {
    const portrait = await uploadTestAsset(server, admin, { name: 'Portrait.png' });
    const created = await save({ fullName: ' Ada Lovelace ', firstName: 'Ada', lastName: 'Lovelace', title: 'Analyst', email: 'Ada@Example.com', bio: 'Wrote the first program.', imageId: portrait.id, status: 1 });
    expect(created).toMatchObject({
      __typename: 'Person',
      fullName: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      title: 'Analyst',
      email: 'ada@example.com',
      imageId: portrait.id,
      image: { __typename: 'Asset', id: portrait.id },
      status: 1,
      version: 1,
    });
    const retired = await save({ id: created.id, version: 1, fullName: 'Ada Lovelace', status: 0 });
    expect(retired).toMatchObject({ status: 0, version: 2, title: null, imageId: null });
  });

  it('refuses blanks and bad values with field errors', async () => {
    const response = await post(server, 'savePerson', { input: { fullName: '  ', email: 'not-an-address', status: 3 } }, bearer(admin, 'edr'));
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ fullName: 'Field is required', email: 'Enter a valid email address', status: 'Must be 0 (inactive) or 1 (active)' });
    const pdf = await uploadTestAsset(server, admin, { name: 'cv.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4') });
    const notImage = await post(server, 'savePerson', { input: { fullName: 'X', status: 1, imageId: pdf.id } }, bearer(admin, 'edr'));
    expect(notImage.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ imageId: "Choose an image from this site's media library" });
  });

  it('refuses a stale version with CONFLICT naming who changed it', async () => {
    const person = await save({ fullName: 'Grace Hopper', status: 1 });
    await save({ id: person.id, version: 1, fullName: 'Grace B. Hopper', status: 1 });
    const response = await post(server, 'savePerson', { input: { id: person.id, version: 1, fullName: 'Rear Admiral Hopper', status: 1 } }, bearer(admin, 'edr'));
    expect(codeOf(response)).toBe('CONFLICT');
    expect(response.body.errors?.[0]?.message).toMatch(/^This person was changed by Site Administrator at .+ UTC since you opened it\./);
  });

  it('needs manage_content or manage_contracts and cannot reach another site\'s person', async () => {
    const input = { fullName: 'Nobody', status: 1 };
    await expectUnauthenticated(server, 'savePerson', { input });
    const viewer = await createUser(server, { role: 'viewer' });
    await expectForbidden(server, 'savePerson', { input }, viewer.token);
    const contracts = await createUser(server, { role: 'viewer', extraPermissions: ['manage_contracts'] });
    expect((await save({ fullName: 'Contributor', status: 1 }, contracts.token)).fullName).toBe('Contributor');
    const person = await save({ fullName: 'Edr only', status: 1 });
    const other = await post(server, 'savePerson', { input: { id: person.id, version: 1, fullName: 'Moved', status: 1 } }, bearer(admin, 'fot'));
    expect(codeOf(other)).toBe('NOT_FOUND');
  });
});
