import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteMembershipDocument, SaveMembershipDocument } from '../../src/gql/graphql.js';
import { history, siteUserProducts } from '../../src/server/db/schema/index.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { gatingMembershipId, insertHolder, membershipRows, newMembership, startMembershipServer } from '../helpers/memberships.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: { id: number; token: string };
let fotManager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startMembershipServer());
});
afterAll(() => server.close());

const create = async (tenantKey = 'edr', token = manager.token) =>
  (await execute(server, SaveMembershipDocument, { input: newMembership() }, { tenantKey, cmsToken: token })).saveMembership;
const postDelete = (id: number, token = manager.token, tenantKey = 'edr') => post(server, 'deleteMembership', { id }, bearer(token, tenantKey));

describe('deleteMembership', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteMembership'));

  it('deletes a membership nobody holds, with a history row', async () => {
    const created = await create();
    expect((await execute(server, DeleteMembershipDocument, { id: created.id }, { cmsToken: manager.token })).deleteMembership).toBe(true);
    expect((await membershipRows(server, 'edr')).some((m) => m.id === created.id)).toBe(false);
    const [row] = await server.database.db
      .select()
      .from(history)
      .where(and(eq(history.entityType, 'Membership'), eq(history.entityId, String(created.id))))
      .orderBy(desc(history.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'delete', userId: manager.id });
    expect(codeOf(await postDelete(created.id))).toBe('NOT_FOUND');
  });

  it('refuses while a site user holds it, saying so', async () => {
    const created = await create();
    await insertHolder(server, 'edr', created.omedaProduct!);
    const response = await postDelete(created.id);
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe(
      `'${created.title}' cannot be deleted: 1 site user holds it. Set it inactive instead, so it is no longer offered.`,
    );
    expect((await membershipRows(server, 'edr')).some((m) => m.id === created.id)).toBe(true);
  });

  it('refuses while content requires it', async () => {
    const id = await gatingMembershipId(server, 'edr');
    // Only the content rule here: the seeded readers who hold it let it go.
    const product = (await membershipRows(server, 'edr')).find((m) => m.id === id)?.omedaProduct;
    if (product != null) await server.database.db.delete(siteUserProducts).where(eq(siteUserProducts.productId, product));
    const response = await postDelete(id);
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toMatch(/^'.+' cannot be deleted: \d+ content items? requires? it\. Remove it from (that item|those items) first, or set it inactive\.$/);
    expect((await membershipRows(server, 'edr')).some((m) => m.id === id)).toBe(true);
  });

  it("cannot delete another site's membership", async () => {
    const fot = await create('fot', fotManager);
    expect(codeOf(await postDelete(fot.id))).toBe('NOT_FOUND');
    expect(codeOf(await postDelete(fot.id, fotManager, 'edr'))).toBe('FORBIDDEN');
    expect((await membershipRows(server, 'fot')).some((m) => m.id === fot.id)).toBe(true);
  });

  it('needs manage_memberships', async () => {
    const created = await create();
    await expectForbidden(server, 'deleteMembership', { id: created.id }, editor);
    await expectUnauthenticated(server, 'deleteMembership', { id: created.id });
    await expectUnknownTenantRefused(server, 'deleteMembership', { id: created.id });
    await expectBadVariablesRefused(server, 'deleteMembership', { id: 'gold' }, /id.*Int/);
    expect((await membershipRows(server, 'edr')).some((m) => m.id === created.id)).toBe(true);
  });
});
