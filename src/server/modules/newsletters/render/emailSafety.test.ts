import { describe, expect, it } from 'vitest';
import { emailSafetyProblems, GMAIL_CLIP_BYTES } from './emailSafety.js';

const UNSUBSCRIBE = '<a href="%%UNSUBSCRIBE_URL%%">Unsubscribe</a>';

/** A small valid e-mail around the given body markup (head extras optional). */
function doc(body: string, head = ''): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8" /><title>T</title>${head}</head><body><table role="presentation" width="600"><tr><td>${body}<p>${UNSUBSCRIBE}</p></td></tr></table></body></html>`;
}

function problemsOf(body: string, head = ''): string[] {
  return emailSafetyProblems(doc(body, head));
}

describe('emailSafetyProblems', () => {
  it('accepts a clean document with images, links of every allowed kind and a @media style', () => {
    const body =
      '<img src="https://cdn.example/a.png" alt="" width="300" />' +
      '<a href="https://www.example/x?a=1&amp;b=2">web</a> <a href="mailto:news@example.com">mail</a> <a href="tel:+13125550100">call</a> <a href="%%EMAIL_MD5%%">token</a>' +
      '<p style="display:block;text-align:center;background-position:center">text</p>';
    expect(problemsOf(body, '<style>/* stacking */ @media (max-width: 620px) { .a { display: block !important; } .b { width: 100% !important; } }</style>')).toEqual([]);
  });

  it.each(['script', 'iframe', 'object', 'embed', 'form', 'video', 'audio'])('reports a <%s> element', (tag) => {
    expect(problemsOf(`<${tag}></${tag}>`)).toEqual([`Forbidden element <${tag}>.`]);
  });

  it('reports an <input>, whatever its case', () => {
    expect(problemsOf('<INPUT type="text">')).toEqual(['Forbidden element <input>.']);
  });

  it('reports an external style sheet but not another <link>', () => {
    expect(problemsOf('', '<link rel="stylesheet" href="https://fonts.example/a.css">')).toEqual(['External style sheet (<link rel="stylesheet">).']);
    expect(problemsOf('', '<link rel="icon" href="https://www.example/favicon.ico">')).toEqual([]);
  });

  it('reports event-handler attributes', () => {
    expect(problemsOf('<p onclick="x()">a</p>')).toEqual(['Event handler attribute onclick on <p>.']);
    expect(problemsOf('<img src="https://cdn.example/a.png" alt="" width="1" ONERROR="x()">')).toEqual(['Event handler attribute onerror on <img>.']);
  });

  it('reports javascript: URLs, also entity-encoded or split by white space', () => {
    const problems = problemsOf('<a href="javascript:alert(1)">a</a>');
    expect(problems).toContain('javascript: URL in href of <a>.');
    expect(problemsOf('<a href="JaVa&#x09;ScRiPt&#58;alert(1)">a</a>')).toContain('javascript: URL in href of <a>.');
    expect(problemsOf('<td style="background:url(javascript:alert(1))">a</td>')).toEqual(['javascript: URL in style of <td>.']);
  });

  it('reports images without an absolute http(s) source, an alt or a width', () => {
    expect(problemsOf('<img src="/local.png" alt="" width="10">')).toEqual(["Image source '/local.png' is not an absolute http(s) address."]);
    expect(problemsOf('<img src="data:image/png;base64,AAAA" alt="" width="10">')).toEqual(["Image source 'data:image/png;base64,AAAA' is not an absolute http(s) address."]);
    expect(problemsOf('<img src="//cdn.example/a.png" alt="" width="10">')).toEqual(["Image source '//cdn.example/a.png' is not an absolute http(s) address."]);
    expect(problemsOf('<img src="https://cdn.example/a.png" width="10">')).toEqual(["Image 'https://cdn.example/a.png' has no alt attribute."]);
    expect(problemsOf('<img src="https://cdn.example/a.png" alt="A">')).toEqual(["Image 'https://cdn.example/a.png' has no width attribute."]);
  });

  it('reports links that are not absolute http(s), mailto:, tel: or a token', () => {
    expect(problemsOf('<a href="/about">a</a>')).toEqual(["Link address '/about' is not absolute http(s), mailto:, tel: or a %%TOKEN%%."]);
    expect(problemsOf('<a href="#top">a</a>')).toEqual(["Link address '#top' is not absolute http(s), mailto:, tel: or a %%TOKEN%%."]);
    expect(problemsOf('<a href="ftp://files.example/a">a</a>')).toEqual(["Link address 'ftp://files.example/a' is not absolute http(s), mailto:, tel: or a %%TOKEN%%."]);
    expect(problemsOf('<a href="https://x.example/%%EMAIL%%">a</a>')).toEqual([]);
    expect(problemsOf('<a href="x%%EMAIL%%">a</a>')).toHaveLength(1);
  });

  it('reports flex and grid layouts and positioned elements', () => {
    expect(problemsOf('<div style="display: flex">a</div>')).toEqual(['Flex or grid layout in the style of <div>.']);
    expect(problemsOf('<div style="color:red; DISPLAY:inline-grid">a</div>')).toEqual(['Flex or grid layout in the style of <div>.']);
    expect(problemsOf('<span style="position:absolute;top:0">a</span>')).toEqual(['position: in the style of <span>.']);
  });

  it('reports a <style> element holding more than @media rules', () => {
    expect(problemsOf('', '<style>p { color: red }</style>')).toEqual(["A <style> element holds more than @media rules: 'p { color: red }'."]);
    expect(problemsOf('', '<style>@media (max-width: 620px) { .a { width: 100% } } .b { color: red }</style>')).toEqual([
      "A <style> element holds more than @media rules: '.b { color: red }'.",
    ]);
    expect(problemsOf('', '<style>@import url(https://fonts.example/a.css);</style>')).toHaveLength(1);
    expect(problemsOf('', '<style>@media (max-width: 620px) { .a { width: 100% }</style>')).toEqual(['A <style> element holds an unclosed @media rule.']);
  });

  it('reports a document Gmail would clip', () => {
    const big = doc(`<p>${'x'.repeat(GMAIL_CLIP_BYTES)}</p>`);
    expect(emailSafetyProblems(big)).toEqual([`The HTML is ${Buffer.byteLength(big)} bytes; Gmail clips messages over 102000 bytes.`]);
    // Bytes, not characters: 40,000 three-byte characters are 120,000 bytes.
    expect(emailSafetyProblems(doc(`<p>${'€'.repeat(40_000)}</p>`))).toHaveLength(1);
    expect(emailSafetyProblems(doc(`<p>${'x'.repeat(90_000)}</p>`))).toEqual([]);
  });

  it('reports a missing unsubscribe link', () => {
    const html = '<html><body><p><a href="https://www.example/">Home</a></p></body></html>';
    expect(emailSafetyProblems(html)).toEqual(['No unsubscribe link (an <a> to %%UNSUBSCRIBE_URL%%).']);
  });

  it('in a personalised document, wants an "Unsubscribe" link to an absolute address and no token left', () => {
    const personalised = '<html><body><p>Sent to a@b.example</p><p><a href="https://www.example/u?t=1">Unsubscribe</a></p></body></html>';
    expect(emailSafetyProblems(personalised, { personalised: true })).toEqual([]);
    expect(emailSafetyProblems(personalised)).toEqual(['No unsubscribe link (an <a> to %%UNSUBSCRIBE_URL%%).']);
    const noLink = '<html><body><p><a href="https://www.example/u?t=1">Manage</a></p></body></html>';
    expect(emailSafetyProblems(noLink, { personalised: true })).toEqual(["No unsubscribe link (an <a> reading 'Unsubscribe' to an absolute address)."]);
    const leftover = '<html><body><p>Sent to %%EMAIL%%</p><p><a href="https://www.example/u">Unsubscribe</a></p></body></html>';
    expect(emailSafetyProblems(leftover, { personalised: true })).toEqual(['The token %%EMAIL%% was not replaced.']);
  });
});
