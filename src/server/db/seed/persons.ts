import { slugify } from '../../../shared/aliases.js';
import type { Db } from '../client.js';
import { persons } from '../schema/index.js';
import type { PersonSeed } from './types.js';

export interface SeededPerson {
  id: number;
  fullName: string;
  active: boolean;
}

const localPart = (name: string) => slugify(name).replace(/-/g, '');

export const fullNameOf = (p: Pick<PersonSeed, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`;

/** Staff and contributors; headshots are handed out in turn. */
export async function insertPersons(
  db: Db,
  tenantId: number,
  seeds: readonly PersonSeed[],
  options: { emailDomain: string; headshotIds: readonly number[] },
): Promise<Map<string, SeededPerson>> {
  if (seeds.length === 0) return new Map();
  const rows = seeds.map((p, i) => ({
    tenantId,
    fullName: fullNameOf(p),
    firstName: p.firstName,
    lastName: p.lastName,
    title: p.title,
    email: `${localPart(p.firstName)}.${localPart(p.lastName)}@${options.emailDomain}`,
    bio: p.bio,
    imageId: options.headshotIds.length > 0 ? (options.headshotIds[i % options.headshotIds.length] ?? null) : null,
    status: p.inactive ? 0 : 1,
  }));
  const inserted = await db
    .insert(persons)
    .values(rows)
    .returning({ id: persons.id, fullName: persons.fullName, status: persons.status });
  const byName = new Map(inserted.map((r) => [r.fullName, { id: r.id, fullName: r.fullName, active: r.status === 1 }]));
  if (byName.size !== seeds.length) throw new Error('Person seed has a repeated full name');
  return byName;
}
