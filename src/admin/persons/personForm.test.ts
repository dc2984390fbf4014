import { describe, expect, it } from 'vitest';
import { drawerFromSearch, NEW_PERSON, toPersonInput } from './personForm.js';

describe('person form', () => {
  it('opens the add form from a create query and an editor from an id', () => {
    expect(drawerFromSearch({ create: '' })).toEqual({ mode: 'create' });
    expect(drawerFromSearch({ create: 'true' })).toEqual({ mode: 'create' });
    expect(drawerFromSearch({ create: 'false' })).toBeNull();
    expect(drawerFromSearch({ id: '12' })).toEqual({ mode: 'edit', id: 12 });
    expect(drawerFromSearch({ id: 'x' })).toBeNull();
  });

  it('sends nulls for empty optional fields and the version with updates', () => {
    expect(toPersonInput({ ...NEW_PERSON, fullName: ' Ada ', email: ' ', status: '0' })).toEqual({
      fullName: 'Ada',
      firstName: null,
      lastName: null,
      title: null,
      email: null,
      bio: null,
      imageId: null,
      status: 0,
    });
    expect(toPersonInput({ ...NEW_PERSON, fullName: 'Ada', imageId: 5 }, { id: 3, version: 2 })).toMatchObject({ id: 3, version: 2, imageId: 5, status: 1 });
  });
});
