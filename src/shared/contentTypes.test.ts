import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPE_CATALOGUE,
  CONTENT_TYPE_CATALOGUE_WITH_SECTION,
  CONTENT_TYPE_ENUMERATION,
  CONTENT_TYPES,
  contentTypeByEditKey,
  contentTypeByLayoutKey,
  contentTypeInfo,
  isContentType,
  isContentTypeEnumerationValue,
} from './contentTypes';

describe('content type catalogue (spec 000 §3.1)', () => {
  it('has the 16 types in the spec order', () => {
    expect(CONTENT_TYPES).toEqual([
      'Article', 'Blog', 'Company', 'Contact', 'Document', 'Event', 'MediaGallery', 'News',
      'Page', 'Podcast', 'PressRelease', 'Product', 'Promotion', 'Video', 'Webinar', 'Whitepaper',
    ]);
    expect(CONTENT_TYPE_CATALOGUE.map((entry) => entry.value)).toEqual([...CONTENT_TYPES]);
  });

  it('spells out the special labels and keys', () => {
    expect(contentTypeInfo('Company')?.pluralLabel).toBe('Companies');
    expect(contentTypeInfo('Whitepaper')).toEqual({
      value: 'Whitepaper', label: 'Whitepaper', pluralLabel: 'White Papers', editKey: 'whitepaper', layoutKey: 'whitepaper',
    });
    expect(contentTypeInfo('MediaGallery')).toMatchObject({
      label: 'Media Gallery', editKey: 'media-gallery', layoutKey: 'mediagallery',
    });
    expect(contentTypeInfo('PressRelease')).toMatchObject({
      label: 'Press Release', editKey: 'press-release', layoutKey: 'pressrelease',
    });
    expect(contentTypeInfo('News')).toMatchObject({ label: 'News', pluralLabel: 'News' });
    expect(contentTypeInfo('Article')?.pluralLabel).toBe('Articles');
    expect(contentTypeInfo('Section')).toBeUndefined();
  });

  it('derives the other labels and keys from the value', () => {
    const special = new Set(['MediaGallery', 'PressRelease']);
    for (const entry of CONTENT_TYPE_CATALOGUE) {
      if (special.has(entry.value)) continue;
      expect(entry.label).toBe(entry.value);
      expect(entry.editKey).toBe(entry.value.toLowerCase());
      expect(entry.layoutKey).toBe(entry.value.toLowerCase());
    }
  });

  it('has unique edit and layout keys', () => {
    const all = CONTENT_TYPE_CATALOGUE_WITH_SECTION;
    expect(new Set(all.map((e) => e.editKey)).size).toBe(all.length);
    expect(new Set(all.map((e) => e.layoutKey)).size).toBe(all.length);
  });

  it('puts Section first in the second list', () => {
    expect(CONTENT_TYPE_CATALOGUE_WITH_SECTION).toHaveLength(17);
    expect(CONTENT_TYPE_CATALOGUE_WITH_SECTION[0]).toEqual({
      value: 'Section', label: 'Section', pluralLabel: 'Sections', editKey: 'section', layoutKey: 'section',
    });
    expect(CONTENT_TYPE_CATALOGUE_WITH_SECTION.slice(1)).toEqual([...CONTENT_TYPE_CATALOGUE]);
  });
});

describe('wider enumeration (spec 002 §3)', () => {
  it('has the 19 values in the listed order', () => {
    expect(CONTENT_TYPE_ENUMERATION).toEqual([
      'Article', 'Blog', 'Company', 'Contact', 'Document', 'Event', 'Group', 'MediaGallery', 'News',
      'Page', 'Podcast', 'PressRelease', 'Product', 'Promotion', 'Supplier', 'Venue', 'Video',
      'Webinar', 'Whitepaper',
    ]);
  });

  it('is a superset of the catalogue adding Group, Supplier and Venue', () => {
    const extra = CONTENT_TYPE_ENUMERATION.filter((value) => !isContentType(value));
    expect(extra).toEqual(['Group', 'Supplier', 'Venue']);
    expect(isContentTypeEnumerationValue('Venue')).toBe(true);
    expect(isContentTypeEnumerationValue('Section')).toBe(false);
  });
});

describe('helpers', () => {
  it('isContentType', () => {
    expect(isContentType('Article')).toBe(true);
    expect(isContentType('article')).toBe(false);
    expect(isContentType('Section')).toBe(false);
    expect(isContentType('Group')).toBe(false);
  });

  it('looks up by edit key', () => {
    expect(contentTypeByEditKey('media-gallery')?.value).toBe('MediaGallery');
    expect(contentTypeByEditKey('press-release')?.value).toBe('PressRelease');
    expect(contentTypeByEditKey('mediagallery')).toBeUndefined();
    expect(contentTypeByEditKey('section')).toBeUndefined();
    expect(contentTypeByEditKey('section', { includeSection: true })?.value).toBe('Section');
    expect(contentTypeByEditKey('Article')).toBeUndefined();
  });

  it('looks up by layout key', () => {
    expect(contentTypeByLayoutKey('mediagallery')?.value).toBe('MediaGallery');
    expect(contentTypeByLayoutKey('pressrelease')?.value).toBe('PressRelease');
    expect(contentTypeByLayoutKey('media-gallery')).toBeUndefined();
    expect(contentTypeByLayoutKey('unknown')).toBeUndefined();
    expect(contentTypeByLayoutKey('section', { includeSection: true })?.label).toBe('Section');
  });
});
