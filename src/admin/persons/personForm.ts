import type { GetPersonQuery, PersonInput } from '../../gql/graphql.js';

type Person = GetPersonQuery['getPerson'];

/** The person form's values; status is a string for the radio group ('1' active, '0' inactive). */
export interface PersonFormValues {
  fullName: string;
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  bio: string;
  imageId: number | null;
  status: string | null;
}

export const NEW_PERSON: PersonFormValues = { fullName: '', firstName: '', lastName: '', title: '', email: '', bio: '', imageId: null, status: '1' };

export function personFormValues(person: Person): PersonFormValues {
  return {
    fullName: person.fullName,
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    title: person.title ?? '',
    email: person.email ?? '',
    bio: person.bio ?? '',
    imageId: person.imageId ?? null,
    status: String(person.status),
  };
}

/** Form values → PersonInput; empty optional texts become null, the version travels with updates. */
export function toPersonInput(values: PersonFormValues, existing?: { id: number; version: number }): PersonInput {
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    fullName: values.fullName?.trim() ?? '',
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    title: text(values.title),
    email: text(values.email),
    bio: text(values.bio),
    imageId: values.imageId ?? null,
    status: values.status === '0' ? 0 : 1,
  };
}

/** Which drawer the URL asks for: `?create` / `?create=true` adds (spec 001 §2), `?id=12` edits. */
export type PersonDrawerState = { mode: 'create' } | { mode: 'edit'; id: number } | null;

export function drawerFromSearch(search: Record<string, string>): PersonDrawerState {
  if ('create' in search && search['create'] !== 'false') return { mode: 'create' };
  const id = Number(search['id']);
  return Number.isInteger(id) && id > 0 ? { mode: 'edit', id } : null;
}
