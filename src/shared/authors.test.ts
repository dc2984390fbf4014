import { describe, expect, it } from 'vitest';
import { authorPath, authorSlug, parseAuthorPath } from './authors';

describe('author paths', () => {
  it('are the slug of the name with the person id', () => {
    expect(authorPath({ id: 12, name: 'Jenna Ruiz' })).toBe('/author/jenna-ruiz-12');
    expect(authorSlug({ id: 7, name: '  Zoë O’Brien-Łukasik ' })).toBe('zoe-o-brien-lukasik-7');
    // Nothing to slug: the id alone.
    expect(authorPath({ id: 3, name: '李小龍' })).toBe('/author/3');
  });

  it('name the person by the id at the end, whatever the slug says', () => {
    expect(parseAuthorPath('author/jenna-ruiz-12')).toEqual({ id: 12 });
    expect(parseAuthorPath('/author/jenna-ruiz-12/')).toEqual({ id: 12 });
    expect(parseAuthorPath('/Author/Jenna-Ruiz-12')).toEqual({ id: 12 });
    expect(parseAuthorPath('author/old-name-12')).toEqual({ id: 12 });
    expect(parseAuthorPath('author/12')).toEqual({ id: 12 });
    expect(parseAuthorPath('author/3')).toEqual({ id: 3 });
    // A number inside a name: only the last one is the id.
    expect(parseAuthorPath(authorPath({ id: 42, name: 'Agent 007' }))).toEqual({ id: 42 });
  });

  it('round-trips every canonical path', () => {
    for (const person of [
      { id: 1, name: 'Dana Whitfield' },
      { id: 2_147_483_647, name: 'Max Id' },
      { id: 99, name: '---' },
    ])
      expect(parseAuthorPath(authorPath(person))).toEqual({ id: person.id });
  });

  it('refuses other paths and ids the database cannot hold', () => {
    for (const path of ['author', 'author/', 'author/jenna-ruiz', 'author/jenna-ruiz-12/extra', 'authors/jenna-ruiz-12', 'power/author/jenna-12', 'author/0', 'author/x-2147483648', 'author/12345678901', 'author/-12x'])
      expect(parseAuthorPath(path), path).toBeNull();
  });
});
