import { describe, expect, it } from 'vitest';
import { drawerFromSearch, searchOfDrawer } from './drawerState';

describe('magazine list addresses (001 §2: action=add)', () => {
  it('opens the add form for ?action=add, optionally in a publication, and a record for ?id=', () => {
    expect(drawerFromSearch({ action: 'add' })).toEqual({ mode: 'create', publicationId: null });
    expect(drawerFromSearch({ action: 'add', publicationId: '3' })).toEqual({ mode: 'create', publicationId: 3 });
    expect(drawerFromSearch({ id: '12' })).toEqual({ mode: 'edit', id: 12 });
    expect(drawerFromSearch({ action: 'edit' })).toBeNull();
    expect(drawerFromSearch({ id: 'x' })).toBeNull();
    expect(drawerFromSearch({})).toBeNull();
  });

  it('writes the same back', () => {
    expect(searchOfDrawer({ mode: 'create', publicationId: null })).toBe('?action=add');
    expect(searchOfDrawer({ mode: 'create', publicationId: 3 })).toBe('?action=add&publicationId=3');
    expect(searchOfDrawer({ mode: 'edit', id: 12 })).toBe('?id=12');
    expect(searchOfDrawer(null)).toBe('');
  });
});
