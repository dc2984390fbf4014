import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from './links';
import { MENU_LOCATIONS, MENU_LOCATION_RULES, MENU_MESSAGES, parseMenuItems } from './menus';

const link = (label: string, url = '/x') => ({ label, url, newWindow: false, children: [] });

describe('menu locations', () => {
  it('are the seven of spec 002 §2', () => {
    expect(MENU_LOCATIONS).toEqual(['header_primary', 'header_secondary', 'hamburger', 'footer', 'mega_1', 'mega_2', 'affiliated_brands']);
    expect(MENU_LOCATION_RULES.header_secondary.maxItems).toBe(8);
  });
});

describe('parseMenuItems', () => {
  it('accepts paths and http(s) URLs and trims labels', () => {
    const result = parseMenuItems('header_primary', [
      { label: ' News ', url: '/news', newWindow: false },
      { label: 'Partner', url: 'https://partner.example.com', newWindow: true },
    ]);
    expect(result).toEqual({
      ok: true,
      items: [
        { label: 'News', url: '/news', newWindow: false, children: [] },
        { label: 'Partner', url: 'https://partner.example.com', newWindow: true, children: [] },
      ],
    });
  });

  it('refuses every link a browser would follow off the site, nested ones included', () => {
    const hostile = ['/\\evil.example', '\\\\evil.example', '\\/evil.example', '//evil.example', '/\t/evil.example', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x'];
    for (const url of hostile) {
      const result = parseMenuItems('footer', [{ label: 'Col', url: '', newWindow: false, children: [link('Bad', url)] }]);
      expect(result.ok, url).toBe(false);
      const top = parseMenuItems('header_primary', [link('Bad', url)]);
      expect(top.ok, url).toBe(false);
    }
    expect(parseMenuItems('header_primary', [link('Bad', '/\\evil.example')])).toEqual({ ok: false, fieldErrors: { 'items.0.url': LINK_MESSAGES.backslash.pathOrUrl } });
    expect(parseMenuItems('header_primary', [link('Bad', '//evil.example')])).toEqual({ ok: false, fieldErrors: { 'items.0.url': MENU_MESSAGES.url } });
    expect(parseMenuItems('footer', [{ label: 'Col', url: '', newWindow: false, children: [link('Bad', '\\\\evil.example')] }])).toEqual({
      ok: false,
      fieldErrors: { 'items.0.children.0.url': LINK_MESSAGES.backslash.pathOrUrl },
    });
  });

  it('gives per-field errors keyed by path', () => {
    const result = parseMenuItems('footer', [link('Ok'), link('Bad', 'javascript:x'), { label: ' ', url: '/y', newWindow: false, children: [link('', '/z')] }]);
    expect(result).toEqual({
      ok: false,
      fieldErrors: { 'items.1.url': MENU_MESSAGES.url, 'items.2.label': 'Field is required', 'items.2.children.0.label': 'Field is required' },
    });
  });

  it('allows group headings without url only where children are allowed', () => {
    const group = { label: 'Sections', url: '', newWindow: false, children: [link('Power', '/power')] };
    expect(parseMenuItems('hamburger', [group]).ok).toBe(true);
    expect(parseMenuItems('header_primary', [group])).toEqual({
      ok: false,
      fieldErrors: { 'items.0.children': MENU_MESSAGES.childrenNotAllowed },
    });
    expect(parseMenuItems('hamburger', [{ ...group, children: [] }])).toEqual({ ok: false, fieldErrors: { 'items.0.url': 'Field is required' } });
  });

  it('refuses a second level of children and too many links', () => {
    const nested = { label: 'Col', url: '', newWindow: false, children: [{ ...link('A'), children: [link('B')] }] };
    expect(parseMenuItems('mega_1', [nested])).toEqual({ ok: false, fieldErrors: { 'items.0.children.0.children': MENU_MESSAGES.childrenNotAllowed } });
    const nine = Array.from({ length: 9 }, (_, i) => link(`L${i}`));
    expect(parseMenuItems('header_secondary', nine)).toEqual({ ok: false, fieldErrors: { items: MENU_MESSAGES.tooMany(8) } });
  });
});
