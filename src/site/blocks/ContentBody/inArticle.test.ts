import { describe, expect, it } from 'vitest';
import { inArticleSlot } from './inArticle';

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');
const long = (word: string, n = 40) => `<p>${words(n, word)}</p>`;

describe('inArticleSlot (002 §9: after paragraph 3, paragraphs of 40 words)', () => {
  it('is the offset after the third paragraph of 40 words or more', () => {
    const html = `${long('a')}${long('b')}${long('c')}${long('d')}`;
    expect(inArticleSlot(html)).toBe(3 * long('a').length);
  });

  it('skips shorter paragraphs, headings, and paragraphs inside quotes, lists and tables', () => {
    const html = `${long('a')}<p>${words(39)}</p><h2>${words(50)}</h2>${long('b')}<blockquote>${long('q')}</blockquote><ul><li>${long('l')}</li></ul><table><tr><td>${long('t')}</td></tr></table>${long('c')}<p>after</p>`;
    const at = inArticleSlot(html)!;
    expect(html.slice(0, at).endsWith(long('c'))).toBe(true);
    expect(html.slice(at)).toBe('<p>after</p>');
  });

  it('counts words across inline markup and line breaks, and not bare punctuation or &nbsp;', () => {
    const split = `<p>${words(20, 'x')} <strong>wo</strong>rd${' y'.repeat(19)}</p>`; // 40 words
    const broken = `<p>${words(20, 'x')}<br>${words(20, 'y')}</p>`; // 40 words
    const padded = `<p>${words(38, 'z')} — &nbsp; –</p>`; // 38 words
    expect(inArticleSlot(`${split}${broken}${padded}${long('c')}`)).toBe(split.length + broken.length + padded.length + long('c').length);
  });

  it('counts paragraphs inside the paywall wrapper of a gated item read in full', () => {
    const html = `${long('a')}<div class="paywall">${long('b')}${long('c')}${long('d')}</div>`;
    const at = inArticleSlot(html)!;
    expect(html.slice(0, at)).toBe(`${long('a')}<div class="paywall">${long('b')}${long('c')}`);
  });

  it('is null when the body has fewer than three long paragraphs (a cut gated body usually)', () => {
    expect(inArticleSlot(`${long('a')}${long('b')}<p>short</p>`)).toBeNull();
    expect(inArticleSlot(`<div>${long('a')}${long('b')}${long('c')}</div>`)).toBeNull();
    expect(inArticleSlot('')).toBeNull();
  });

  it('takes another target and length', () => {
    const html = `<p>one two</p><p>three four</p>`;
    expect(inArticleSlot(html, { targetParagraph: 1, minWords: 2 })).toBe('<p>one two</p>'.length);
  });
});
