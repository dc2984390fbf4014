import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetActiveCmsUserDocument,
  GetCmsUserDocument,
  SaveCmsUserDocument,
  ValidateCmsUserInviteDocument,
  type CmsUserInput,
} from '../../src/gql/graphql.js';
import { cmsUsers, mailOutbox, tenants } from '../../src/server/db/schema/index.js';
import { ROLE_PERMISSIONS } from '../../src/shared/roles.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated, linkHashFromOutbox } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post, type RawResponse } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

type User = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: string;
let adminId: number;
let edrId: number;
let fotId: number;
let siteAdmin: User;
let editor: User;
let userManager: User;
let leaver: User;
let fotOnly: User;

beforeAll(async () => {
  server = await startTestServer();
  [admin, edrId, fotId] = await Promise.all([adminToken(server), tenantIdOf(server, 'edr'), tenantIdOf(server, 'fot')]);
  [siteAdmin, editor, userManager, leaver, fotOnly] = await Promise.all([
    createUser(server, { role: 'site_administrator' }),
    createUser(server, { role: 'editor' }),
    createUser(server, { role: 'editor', extraPermissions: ['manage_users'] }),
    createUser(server, { role: 'editor' }),
    createUser(server, { tenantKeys: ['fot'] }),
  ]);
  const [row] = await server.database.db.select({ id: cmsUsers.id }).from(cmsUsers).where(eq(cmsUsers.username, 'admin'));
  adminId = row?.id ?? 0;
});
afterAll(() => server.close());

let n = 0;
/** A valid new site-specific editor on edr; every call gets its own e-mail and username. */
function newUser(overrides: Partial<CmsUserInput> = {}): CmsUserInput {
  n += 1;
  return {
    email: `saved${n}@example.com`,
    username: `saved${n}`,
    firstName: 'Sam',
    lastName: `Saver ${n}`,
    role: 'editor',
    status: 1,
    isGlobal: 0,
    tenantIds: [edrId],
    ...overrides,
  };
}

const save = async (input: CmsUserInput, token = admin, tenantKey?: string) =>
  (await execute(server, SaveCmsUserDocument, { input }, { cmsToken: token, ...(tenantKey ? { tenantKey } : {}) })).saveCmsUser;
const read = async (id: number) => (await execute(server, GetCmsUserDocument, { id }, { cmsToken: admin })).getCmsUser;

function expectFieldErrors(response: RawResponse, fieldErrors: Record<string, string>) {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.data).toBeNull();
  expect(response.body.errors?.[0]?.message).toBe('Please correct the highlighted fields.');
  expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
}

async function userCount() {
  const [row] = await server.database.db.select({ n: count() }).from(cmsUsers);
  return row?.n ?? 0;
}

async function invitesTo(address: string) {
  return server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.category, 'cms-invite')));
}

describe('saveCmsUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveCmsUser'));

  it('creates a user, normalises e-mail and username, and mails an invitation', async () => {
    const user = await save(
      newUser({
        email: '  New.Person@Example.COM ',
        username: ' NewPerson ',
        firstName: ' Nora ',
        lastName: 'Person',
        role: 'newsletter_manager',
        extraPermissions: ['view_history', 'view_history'],
      }),
    );
    expect(user).toMatchObject({
      __typename: 'CmsUser',
      email: 'new.person@example.com',
      username: 'newperson',
      firstName: 'Nora',
      lastName: 'Person',
      fullName: 'Nora Person',
      role: 'newsletter_manager',
      extraPermissions: ['view_history'],
      status: 1,
      isGlobal: 0,
      invitationPending: true,
      lastLoginAt: null,
      version: 1,
      tenants: [{ __typename: 'Tenant', id: edrId, tenantKey: 'edr', name: expect.any(String) }],
    });
    expect([...user.permissions].sort()).toEqual([...ROLE_PERMISSIONS.newsletter_manager, 'view_history'].sort());
    const [edr] = await server.database.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, edrId));
    const mails = await invitesTo('new.person@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ tenantId: edrId, subject: `You are invited to the ${edr?.name} administration`, transport: 'outbox' });
    expect(mails[0]?.text).toMatch(/\/admin\/user\/activate\?hash=[\w%-]{20,}/);
    expect(mails[0]?.text).toContain('username: newperson');
    // The link works: the user sets a password and is no longer pending.
    const hash = await linkHashFromOutbox(server, 'new.person@example.com', 'cms-invite');
    await execute(server, ValidateCmsUserInviteDocument, { password: 'a-long-enough-password', hash });
    expect((await read(user.id)).invitationPending).toBe(false);
  });

  it('creates a global user without sites', async () => {
    const user = await save(newUser({ isGlobal: 1, tenantIds: null, role: 'viewer' }));
    expect(user).toMatchObject({ isGlobal: 1, tenants: [], role: 'viewer', invitationPending: true });
    // Sites sent for a global user are ignored.
    const withSites = await save(newUser({ isGlobal: 1, tenantIds: [fotId] }));
    expect(withSites.tenants).toEqual([]);
  });

  it('gives a blank role the default role, editor', async () => {
    const user = await save(newUser({ role: '   ' }));
    expect(user.role).toBe('editor');
    expect([...user.permissions].sort()).toEqual([...ROLE_PERMISSIONS.editor].sort());
  });

  it('refuses blank required fields with "Field is required" per field and writes nothing', async () => {
    const before = await userCount();
    const blank = { email: '', username: ' ', firstName: '', lastName: '\t', role: '', status: 1, isGlobal: 0, tenantIds: [] };
    expectFieldErrors(await post(server, 'saveCmsUser', { input: blank }, bearer(admin)), {
      email: 'Field is required',
      username: 'Field is required',
      firstName: 'Field is required',
      lastName: 'Field is required',
      tenantIds: 'Field is required',
    });
    // Sites are required for a site-specific user even when the list is left out.
    const { tenantIds: _omit, ...noSites } = newUser();
    expectFieldErrors(await post(server, 'saveCmsUser', { input: noSites }, bearer(admin)), { tenantIds: 'Field is required' });
    expect(await userCount()).toBe(before);
  });

  it('refuses an unknown role, unknown permissions, malformed values and an unknown site', async () => {
    const before = await userCount();
    const cases: [Partial<CmsUserInput>, Record<string, string>][] = [
      [{ role: 'superuser' }, { role: 'Choose one of the roles.' }],
      [{ extraPermissions: ['fly_planes', 'manage_menus'] }, { extraPermissions: 'Unknown permission: fly_planes' }],
      [{ email: 'not-an-email' }, { email: 'Enter a valid e-mail address.' }],
      [{ username: 'a b' }, { username: 'Use 3 to 50 lower-case letters, digits, dots, dashes or underscores.' }],
      [{ firstName: 'x'.repeat(101) }, { firstName: 'At most 100 characters.' }],
      [{ status: 3 }, { status: 'Must be 0 (inactive) or 1 (active).' }],
      [{ isGlobal: 2 }, { isGlobal: 'Must be 0 (site-specific) or 1 (global).' }],
    ];
    for (const [overrides, fieldErrors] of cases) {
      expectFieldErrors(await post(server, 'saveCmsUser', { input: newUser(overrides) }, bearer(admin)), fieldErrors);
    }
    const unknownSite = await post(server, 'saveCmsUser', { input: newUser({ tenantIds: [edrId, 999_999] }) }, bearer(admin));
    expect(codeOf(unknownSite)).toBe('BAD_USER_INPUT');
    expect(unknownSite.body.errors?.[0]?.message).toBe('One of the chosen sites does not exist.');
    expect(unknownSite.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ tenantIds: 'Unknown site' });
    expect(await userCount()).toBe(before);
  });

  it('refuses an e-mail address or username that another user has, in any case', async () => {
    const before = await userCount();
    expectFieldErrors(await post(server, 'saveCmsUser', { input: newUser({ email: 'ADMIN@example.com' }) }, bearer(admin)), {
      email: 'Another user already has this e-mail address.',
    });
    expectFieldErrors(await post(server, 'saveCmsUser', { input: newUser({ username: 'Admin' }) }, bearer(admin)), {
      username: 'Another user already has this username.',
    });
    expectFieldErrors(
      await post(server, 'saveCmsUser', { input: newUser({ email: editor.email, username: userManager.username }) }, bearer(admin)),
      { email: 'Another user already has this e-mail address.', username: 'Another user already has this username.' },
    );
    // Renaming an existing user onto another's username is refused the same way.
    const existing = await read(editor.id);
    const rename = await post(
      server,
      'saveCmsUser',
      { input: { ...newUser({ email: editor.email, username: 'admin' }), id: editor.id, version: existing.version } },
      bearer(admin),
    );
    expectFieldErrors(rename, { username: 'Another user already has this username.' });
    expect(await userCount()).toBe(before);
  });

  it('answers one of two simultaneous creations with the same e-mail with a field error, never a 500', async () => {
    const before = await userCount();
    const [a, b] = await Promise.all([
      post(server, 'saveCmsUser', { input: newUser({ email: 'twice@example.com' }) }, bearer(admin)),
      post(server, 'saveCmsUser', { input: newUser({ email: 'twice@example.com' }) }, bearer(admin)),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 400]);
    const loser = a.status === 400 ? a : b;
    expectFieldErrors(loser, { email: 'Another user already has this e-mail address.' });
    expect(await userCount()).toBe(before + 1);
    expect(await invitesTo('twice@example.com')).toHaveLength(1);
  });

  it('updates with the current version, bumps the version and replaces the sites, without a new invitation', async () => {
    const created = await save(newUser({ email: 'update.me@example.com', username: 'updateme' }));
    const updated = await save({
      ...newUser({ email: 'update.me@example.com', username: 'updateme', firstName: 'Una', lastName: 'Updated', role: 'managing_editor' }),
      id: created.id,
      version: created.version,
      tenantIds: [fotId, edrId],
    });
    expect(updated).toMatchObject({ id: created.id, firstName: 'Una', lastName: 'Updated', role: 'managing_editor', version: created.version + 1 });
    expect(updated.tenants.map((t) => t.tenantKey).sort()).toEqual(['edr', 'fot']);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(await read(created.id)).toEqual(updated);
    expect(await invitesTo('update.me@example.com')).toHaveLength(1);
    const again = await save({ ...newUser({ email: 'update.me@example.com', username: 'updateme' }), id: created.id, version: updated.version });
    expect(again.version).toBe(created.version + 2);
    expect(again.tenants.map((t) => t.tenantKey)).toEqual(['edr']);
  });

  it('refuses a stale version with CONFLICT and keeps the stored user', async () => {
    const created = await save(newUser());
    const current = await save({ ...newUser({ email: created.email, username: created.username }), id: created.id, version: 1, lastName: 'First Edit' });
    const stale = await post(
      server,
      'saveCmsUser',
      { input: { ...newUser({ email: created.email, username: created.username }), id: created.id, version: 1, lastName: 'Lost Edit', tenantIds: [fotId] } },
      bearer(admin),
    );
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]?.message).toBe(
      'This user was changed by someone else since you opened it. Reload to see their changes, then save again.',
    );
    expect(stale.body.errors?.[0]?.extensions?.currentVersion).toBe(2);
    expect(await read(created.id)).toEqual(current);
  });

  it('lets exactly one of two simultaneous saves from the same version win (no lost update)', async () => {
    const created = await save(newUser());
    const edit = (lastName: string) =>
      post(server, 'saveCmsUser', { input: { ...newUser({ email: created.email, username: created.username, lastName }), id: created.id, version: created.version } }, bearer(admin));
    const [a, b] = await Promise.all([edit('Racer A'), edit('Racer B')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    expect(codeOf(loser)).toBe('CONFLICT');
    const stored = await read(created.id);
    expect(stored.version).toBe(created.version + 1);
    expect(stored.lastName).toBe((winner.body.data?.saveCmsUser as { lastName: string }).lastName);
  });

  it('requires the version when updating and answers NOT_FOUND for an unknown id', async () => {
    const created = await save(newUser());
    const noVersion = await post(server, 'saveCmsUser', { input: { ...newUser({ email: created.email, username: created.username }), id: created.id } }, bearer(admin));
    expect(codeOf(noVersion)).toBe('BAD_USER_INPUT');
    expect(noVersion.body.errors?.[0]?.message).toBe('version is required when updating a user.');
    expect(noVersion.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ version: 'Field is required' });
    const unknown = await post(server, 'saveCmsUser', { input: { ...newUser(), id: 987_654, version: 1 } }, bearer(admin));
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]?.message).toBe('No CMS user with id 987654 was found.');
  });

  it('does not let you deactivate yourself', async () => {
    const me = await read(adminId);
    const response = await post(
      server,
      'saveCmsUser',
      {
        input: {
          id: adminId,
          version: me.version,
          email: me.email,
          username: me.username,
          firstName: me.firstName,
          lastName: me.lastName,
          role: me.role,
          status: 0,
          isGlobal: 1,
        },
      },
      bearer(admin),
    );
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toBe('You cannot deactivate your own account.');
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ status: 'You cannot deactivate yourself' });
    expect(await read(adminId)).toEqual(me);
  });

  it('signs a deactivated user out', async () => {
    const before = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: leaver.token });
    expect(before.getActiveCMSUser.id).toBe(leaver.id);
    const current = await read(leaver.id);
    const saved = await save({
      id: leaver.id,
      version: current.version,
      email: current.email,
      username: current.username,
      firstName: current.firstName,
      lastName: current.lastName,
      role: current.role,
      status: 0,
      isGlobal: 0,
      tenantIds: [edrId],
    });
    expect(saved.status).toBe(0);
    const after = await post(server, 'getActiveCMSUser', {}, bearer(leaver.token));
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
    expect(after.status).toBe(401);
  });

  describe('a site administrator (site-specific, on edr)', () => {
    it('creates users of their own site; the invitation is mailed from that site', async () => {
      const user = await save(newUser({ email: 'by.siteadmin@example.com', role: 'managing_editor' }), siteAdmin.token);
      expect(user).toMatchObject({ isGlobal: 0, role: 'managing_editor', invitationPending: true });
      expect(user.tenants.map((t) => t.tenantKey)).toEqual(['edr']);
      expect((await invitesTo('by.siteadmin@example.com'))[0]?.tenantId).toBe(edrId);
    });

    it('cannot create a global user, give access to another site, or grant the administrator role or manage_modules', async () => {
      const before = await userCount();
      const cases: [Partial<CmsUserInput>, string][] = [
        [{ isGlobal: 1, tenantIds: null }, 'Only a global user can create or edit global users.'],
        [{ tenantIds: [edrId, fotId] }, 'You can only give access to sites you have access to yourself.'],
        [{ tenantIds: [fotId] }, 'You can only give access to sites you have access to yourself.'],
        [{ role: 'administrator' }, 'Only a global user can grant the administrator role or manage_modules.'],
        [{ extraPermissions: ['manage_modules'] }, 'Only a global user can grant the administrator role or manage_modules.'],
      ];
      for (const [overrides, message] of cases) {
        const response = await post(server, 'saveCmsUser', { input: newUser(overrides) }, bearer(siteAdmin.token));
        expect(codeOf(response)).toBe('FORBIDDEN');
        expect(response.status).toBe(403);
        expect(response.body.errors?.[0]?.message).toBe(message);
      }
      expect(await userCount()).toBe(before);
    });

    it('cannot edit a user of another site or a global user (NOT_FOUND)', async () => {
      for (const id of [fotOnly.id, adminId]) {
        const response = await post(server, 'saveCmsUser', { input: { ...newUser(), id, version: 1 } }, bearer(siteAdmin.token));
        expect(codeOf(response)).toBe('NOT_FOUND');
        expect(response.body.errors?.[0]?.message).toBe(`No CMS user with id ${id} was found.`);
      }
    });

    it("keeps a user's access to sites the site administrator does not manage", async () => {
      const shared = await save(newUser({ tenantIds: [edrId, fotId] }));
      const base = newUser({ email: shared.email, username: shared.username });
      // The form sends the sites it loaded: the other site is kept, not refused.
      const asLoaded = await save({ ...base, id: shared.id, version: shared.version, lastName: 'Kept', tenantIds: [edrId, fotId] }, siteAdmin.token);
      expect(asLoaded.tenants.map((t) => t.tenantKey).sort()).toEqual(['edr', 'fot']);
      // Leaving the other site out does not remove it either: that is not theirs to change.
      const without = await save({ ...base, id: shared.id, version: asLoaded.version, tenantIds: [edrId] }, siteAdmin.token);
      expect(without.tenants.map((t) => t.tenantKey).sort()).toEqual(['edr', 'fot']);
      expect(without.version).toBe(shared.version + 2);
    });

    it('learns nothing of users of other sites or global users from a taken e-mail or username', async () => {
      const before = await userCount();
      const [globalAdmin] = await server.database.db.select({ email: cmsUsers.email }).from(cmsUsers).where(eq(cmsUsers.id, adminId));
      // Held by a user of fot only and by the global administrator: the same neutral answer for both.
      for (const holder of [{ email: fotOnly.email, username: fotOnly.username }, { email: globalAdmin!.email, username: 'admin' }]) {
        expectFieldErrors(await post(server, 'saveCmsUser', { input: newUser(holder) }, bearer(siteAdmin.token)), {
          email: 'This e-mail address cannot be used. Choose another one.',
          username: 'This username cannot be used. Choose another one.',
        });
      }
      // A user of the manager's own site is one they can see: said as it is.
      expectFieldErrors(await post(server, 'saveCmsUser', { input: newUser({ email: editor.email }) }, bearer(siteAdmin.token)), {
        email: 'Another user already has this e-mail address.',
      });
      // A global manager sees everyone: said as it is.
      expectFieldErrors(await post(server, 'saveCmsUser', { input: newUser({ email: fotOnly.email }) }, bearer(admin)), {
        email: 'Another user already has this e-mail address.',
      });
      expect(await userCount()).toBe(before);
    });

    it('is refused on a site that is not theirs', async () => {
      const response = await post(server, 'saveCmsUser', { input: newUser({ tenantIds: [fotId] }) }, bearer(siteAdmin.token, 'fot'));
      expect(codeOf(response)).toBe('FORBIDDEN');
      expect(response.body.errors?.[0]?.message).toBe('Your account does not have access to this site.');
    });
  });

  it('does not let a user grant permissions they do not have themselves', async () => {
    const before = await userCount();
    const cases: Partial<CmsUserInput>[] = [{ role: 'site_administrator' }, { extraPermissions: ['manage_site_settings'] }, { role: 'audience_manager' }];
    for (const overrides of cases) {
      const response = await post(server, 'saveCmsUser', { input: newUser(overrides) }, bearer(userManager.token));
      expect(codeOf(response)).toBe('FORBIDDEN');
      expect(response.status).toBe(403);
      expect(response.body.errors?.[0]?.message).toMatch(/^You cannot grant permissions you do not have yourself: [a-z_, ]+\.$/);
    }
    const denied = await post(server, 'saveCmsUser', { input: newUser({ extraPermissions: ['manage_site_settings'] }) }, bearer(userManager.token));
    expect(denied.body.errors?.[0]?.message).toBe('You cannot grant permissions you do not have yourself: manage_site_settings.');
    // Nor raise their own role.
    const me = await read(userManager.id);
    const self = await post(
      server,
      'saveCmsUser',
      { input: { ...newUser({ email: me.email, username: me.username, role: 'site_administrator', extraPermissions: ['manage_users'] }), id: me.id, version: me.version } },
      bearer(userManager.token),
    );
    expect(codeOf(self)).toBe('FORBIDDEN');
    expect(await userCount()).toBe(before);
    // Within their own permissions they may create users.
    const ok = await save(newUser({ role: 'editor', extraPermissions: ['manage_users'] }), userManager.token);
    expect(ok.role).toBe('editor');
  });

  it('is FORBIDDEN for an editor, even calling the operation directly, and UNAUTHENTICATED without a token', async () => {
    const before = await userCount();
    await expectForbidden(server, 'saveCmsUser', { input: newUser() }, editor.token);
    const me = await read(editor.id);
    await expectForbidden(
      server,
      'saveCmsUser',
      { input: { ...newUser({ email: me.email, username: me.username, role: 'administrator' }), id: editor.id, version: me.version } },
      editor.token,
    );
    const response = await post(server, 'saveCmsUser', { input: newUser() }, bearer(editor.token));
    expect(response.body.errors?.[0]?.message).toBe('You do not have permission to do this (needs manage_users).');
    await expectUnauthenticated(server, 'saveCmsUser', { input: newUser() });
    expect(await userCount()).toBe(before);
    expect(await read(editor.id)).toEqual(me);
  });

  it('refuses ill-typed variables and an unknown tenant', async () => {
    const { email: _email, ...noEmail } = newUser();
    await expectBadVariablesRefused(server, 'saveCmsUser', { input: noEmail }, /email.*required|was not provided/);
    await expectBadVariablesRefused(server, 'saveCmsUser', { input: { ...newUser(), status: 'active' } }, /status.*Int/);
    await expectUnknownTenantRefused(server, 'saveCmsUser', { input: newUser() });
  });
});
