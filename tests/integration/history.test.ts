import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteAspireNewsDocument,
  GetCmsUserDocument,
  GetEnabledModulesDocument,
  SaveCmsUserDocument,
  SaveEnabledModulesDocument,
  SetAspireNewsDocument,
  UpdateActiveCmsUserProfileDocument,
} from '../../src/gql/graphql.js';
import { history } from '../../src/server/db/schema/index.js';
import { adminToken, createUser } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// Rule 8: every save writes a history row — who, when, what changed — and never a secret.
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

const rowsFor = (entityType: string, entityId: number) =>
  server.database.db
    .select()
    .from(history)
    .where(and(eq(history.entityType, entityType), eq(history.entityId, String(entityId))))
    .orderBy(desc(history.id));

describe('history', () => {
  it('records the creation and each update of a CMS user with the changed fields and the author', async () => {
    const user = await createUser(server, { role: 'editor' });
    const current = (await execute(server, GetCmsUserDocument, { id: user.id }, { cmsToken: admin })).getCmsUser;
    await execute(
      server,
      SaveCmsUserDocument,
      {
        input: {
          id: user.id,
          version: current.version,
          email: current.email,
          username: current.username,
          firstName: current.firstName,
          lastName: current.lastName,
          role: 'managing_editor',
          status: 1,
          isGlobal: 0,
          tenantIds: current.tenants.map((t) => t.id),
        },
      },
      { cmsToken: admin },
    );
    const rows = await rowsFor('CmsUser', user.id);
    const update = rows.find((r) => r.action === 'update' && r.changes.role);
    expect(update?.changes.role).toEqual(['editor', 'managing_editor']);
    expect(update?.userId).not.toBeNull();
    expect(update?.tenantId).toBeNull();
    expect(rows.some((r) => r.action === 'create' && (r.snapshot as { tenantIds?: number[] }).tenantIds?.length === 1)).toBe(true);
  });

  it('records a password change without ever storing a hash', async () => {
    const user = await createUser(server);
    await execute(
      server,
      UpdateActiveCmsUserProfileDocument,
      { input: { currentPassword: user.password, newPassword: 'a-brand-new-password' } },
      { cmsToken: user.token },
    );
    const [latest] = await rowsFor('CmsUser', user.id);
    expect(latest?.changes).toEqual({ password: ['unchanged', 'changed'] });
    const all = JSON.stringify(await server.database.db.select().from(history));
    expect(all).not.toContain('scrypt$');
    expect(all).not.toContain('passwordHash');
  });

  it('records module saves per site', async () => {
    const modules = (await execute(server, GetEnabledModulesDocument, {}, { cmsToken: admin })).getEnabledModules;
    await execute(
      server,
      SaveEnabledModulesDocument,
      { input: { version: modules.version, leaders: !modules.leaders, magazine: modules.magazine, newsletters: modules.newsletters, search: modules.search, memberships: modules.memberships, sourceesb: modules.sourceesb } },
      { cmsToken: admin },
    );
    const tenantId = await tenantIdOf(server, 'edr');
    const [row] = await rowsFor('EnabledModules', tenantId);
    expect(row).toMatchObject({ action: 'update', tenantId });
    expect(row?.changes.leaders).toEqual([modules.leaders, !modules.leaders]);
  });

  it('records the creation, update and deletion of a news item', async () => {
    const created = (
      await execute(
        server,
        SetAspireNewsDocument,
        { input: { title: 'History check', description: '<p>One</p>', date: new Date().toISOString(), status: 2, alert: false } },
        { cmsToken: admin },
      )
    ).setAspireNews;
    await execute(
      server,
      SetAspireNewsDocument,
      { input: { id: created.id, version: created.version, title: 'History check, edited', description: '<p>One</p>', date: created.date, status: 2, alert: false } },
      { cmsToken: admin },
    );
    await execute(server, DeleteAspireNewsDocument, { id: created.id }, { cmsToken: admin });
    const rows = await rowsFor('AspireNews', created.id);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(rows[1]?.changes.title).toEqual(['History check', 'History check, edited']);
    expect((rows[0]?.snapshot as { title?: string }).title).toBe('History check, edited');
  });
});
