import { eq } from 'drizzle-orm';
import { generatePassword, hashPassword, verifyPassword } from '../../modules/cmsUsers/password.js';
import type { Db } from '../client.js';
import { cmsUsers } from '../schema/index.js';
import type { SeedResult } from './types.js';

export const ADMIN_USER = {
  username: 'admin',
  email: 'admin@example.com',
  firstName: 'Site',
  lastName: 'Administrator',
  role: 'administrator',
} as const;

/**
 * The global administrator. Created when missing, with ADMIN_PASSWORD or a generated password
 * (reported once in the result). When it exists and ADMIN_PASSWORD is given, its password is set
 * to ADMIN_PASSWORD (unless it already matches), so that setting the variable later works.
 */
export async function ensureAdmin(db: Db, adminPassword: string | null): Promise<SeedResult['admin']> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: cmsUsers.id, passwordHash: cmsUsers.passwordHash })
      .from(cmsUsers)
      .where(eq(cmsUsers.username, ADMIN_USER.username))
      .limit(1);
    const identity = { username: ADMIN_USER.username, email: ADMIN_USER.email };
    if (existing) {
      if (adminPassword !== null && !(await verifyPassword(adminPassword, existing.passwordHash))) {
        await tx
          .update(cmsUsers)
          .set({ passwordHash: await hashPassword(adminPassword), updatedAt: new Date() })
          .where(eq(cmsUsers.id, existing.id));
      }
      return { ...identity, password: null, created: false };
    }
    const password = adminPassword ?? generatePassword();
    const inserted = await tx
      .insert(cmsUsers)
      .values({ ...ADMIN_USER, passwordHash: await hashPassword(password), isGlobal: true, status: 1, extraPermissions: [] })
      .onConflictDoNothing()
      .returning({ id: cmsUsers.id });
    // Another process created it (or took its e-mail) meanwhile: leave that one alone.
    if (inserted.length === 0) return { ...identity, password: null, created: false };
    return { ...identity, password: adminPassword === null ? password : null, created: true };
  });
}
