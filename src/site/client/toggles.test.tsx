// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClassicHeader } from '../shell/ClassicHeader.js';
import { shellFixture } from '../shell/fixtures.js';
import { NewDesignHeader } from '../shell/NewDesignHeader.js';
import { OVERLAY_OPEN_CLASS, initToggles } from './toggles.js';

let dispose: () => void = () => undefined;
const mount = (element: React.ReactElement) => {
  document.body.innerHTML = `${renderToStaticMarkup(element)}<p id="page">page</p>`;
  dispose = initToggles(document);
};
afterEach(() => {
  dispose();
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

const q = <T extends HTMLElement = HTMLElement>(selector: string) => {
  const el = document.querySelector<T>(selector);
  if (!el) throw new Error(`missing ${selector}`);
  return el;
};
const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

describe('the mega menu (new design)', () => {
  beforeEach(() => mount(<NewDesignHeader shell={shellFixture({ useNewDesign: true })} />));

  it('opens from the hamburger, focusing its search field', () => {
    const button = q('button[aria-controls="mega-menu"]');
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(q('#mega-menu').hidden).toBe(false);
    expect(document.activeElement).toBe(q('#mega-menu-search'));
    expect(document.documentElement.classList.contains(OVERLAY_OPEN_CLASS)).toBe(true);
  });

  it('closes on Escape and gives the focus back to the hamburger', () => {
    const button = q('button[aria-controls="mega-menu"]');
    button.click();
    escape();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(q('#mega-menu').hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    expect(document.documentElement.classList.contains(OVERLAY_OPEN_CLASS)).toBe(false);
  });

  it('closes on a click outside, not on a click inside', () => {
    const button = q('button[aria-controls="mega-menu"]');
    button.click();
    q('#mega-menu .mega-menu__columns').click();
    expect(q('#mega-menu').hidden).toBe(false);
    q('#page').click();
    expect(q('#mega-menu').hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with its close button', () => {
    const button = q('button[aria-controls="mega-menu"]');
    button.click();
    q('#mega-menu [data-close]').click();
    expect(q('#mega-menu').hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});

describe('the classic sidebar and its groups', () => {
  beforeEach(() => mount(<ClassicHeader shell={shellFixture({ siteUser: { name: 'Rita', hasPaid: false, hasMissingMemberships: false } })} />));

  it('toggles a link group with aria-expanded, leaving the sidebar open', () => {
    q('button[aria-controls="site-sidebar"]').click();
    const group = q('#site-sidebar button[data-toggle="group"]');
    group.click();
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(q('#sidebar-group-0').hidden).toBe(false);
    expect(q('#site-sidebar').hidden).toBe(false);
    group.click();
    expect(q('#sidebar-group-0').hidden).toBe(true);
  });

  it('closes the account popover on a click outside, and opening the sidebar closes the popover', () => {
    const account = q('.account-menu__button');
    account.click();
    expect(q('#account-menu').hidden).toBe(false);
    q('#page').click();
    expect(q('#account-menu').hidden).toBe(true);
    account.click();
    q('button[aria-controls="site-sidebar"]').click();
    expect(q('#account-menu').hidden).toBe(true);
    expect(q('#site-sidebar').hidden).toBe(false);
  });

  it('ignores a toggle whose panel is missing', () => {
    q('#site-sidebar').remove();
    const button = q('button[aria-controls="site-sidebar"]');
    expect(() => button.click()).not.toThrow();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(() => escape()).not.toThrow();
  });
});
