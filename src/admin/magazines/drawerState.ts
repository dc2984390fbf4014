/**
 * Which drawer a magazine list's address asks for (000 §2.2, 001 §2: "Magazine entries … take an
 * action=add query to add"): `?action=add` opens the add form (with `publicationId=3` it starts in
 * that publication), `?id=12` a record. Other values of action are ignored.
 */
export type MagazineDrawerState = { mode: 'create'; publicationId: number | null } | { mode: 'edit'; id: number } | null;

const positiveInt = (value: string | undefined): number | null => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

export function drawerFromSearch(search: Record<string, string>): MagazineDrawerState {
  if (search['action'] === 'add') return { mode: 'create', publicationId: positiveInt(search['publicationId']) };
  const id = positiveInt(search['id']);
  return id === null ? null : { mode: 'edit', id };
}

/** The query string that says the same ('' when closed). */
export function searchOfDrawer(state: MagazineDrawerState): string {
  if (state?.mode === 'create') return state.publicationId ? `?action=add&publicationId=${state.publicationId}` : '?action=add';
  if (state?.mode === 'edit') return `?id=${state.id}`;
  return '';
}

export const MAGAZINE_PAGE_SIZE = 25;

export const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** '1' / '0' of a status radio group → the number saves take (-1: nothing chosen, refused as such). */
export const statusOf = (value: string | null | undefined): number => (value === '1' ? 1 : value === '0' ? 0 : -1);
