import { describe, expect, it } from 'vitest';
import { changeDisplay, entityEditPath, entityLabelOf, entityTypeLabel, formatHistoryValue } from './history.js';

describe('history helpers', () => {
  it('links known record types to their edit screens', () => {
    expect(entityEditPath('Content', '10000001')).toBe('/admin/edit-content/10000001');
    expect(entityEditPath('CmsUser', '7')).toBe('/admin/edit-cms-user/7');
    expect(entityEditPath('Redirect', '3')).toBe('/admin/redirects');
    expect(entityEditPath('Unknown', '1')).toBeNull();
    expect(entityEditPath('toString', '1')).toBeNull();
    expect(entityTypeLabel('WebsiteSection')).toBe('Website section');
    expect(entityTypeLabel('Other')).toBe('Other');
  });

  it('names a record by its first naming field', () => {
    expect(entityLabelOf({ name: ' Chargers shrink ', title: 'x' })).toBe('Chargers shrink');
    expect(entityLabelOf({ from: '/old', to: '/new' })).toBe('/old');
    expect(entityLabelOf({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.c' })).toBe('Ada Lovelace');
    expect(entityLabelOf({ id: 1 })).toBeNull();
    expect(entityLabelOf(null)).toBeNull();
  });

  it('shows long or HTML text as a word diff and everything else as values', () => {
    expect(changeDisplay('<p>a</p>', '<p>b</p>')).toBe('words');
    expect(changeDisplay(null, 'x'.repeat(200))).toBe('words');
    expect(changeDisplay('short', 'text')).toBe('values');
    expect(changeDisplay([1], [2])).toBe('values');
  });

  it('formats values readably', () => {
    expect(formatHistoryValue(null)).toBe('—');
    expect(formatHistoryValue([])).toBe('—');
    expect(formatHistoryValue(1, 'status', 'Content')).toBe('Published');
    expect(formatHistoryValue(1, 'status', 'CmsUser')).toBe('1');
    expect(formatHistoryValue('2026-03-05T14:00:00.000Z')).toBe('2026-03-05 14:00 UTC');
    expect(formatHistoryValue(['a', 'b'])).toBe('a, b');
    expect(formatHistoryValue(true)).toBe('Yes');
    expect(formatHistoryValue({ a: 1 })).toBe('{\n "a": 1\n}');
  });
});
