/** HTML's void elements: they never hold content, so they never close (the body parsers of gating and in-article recommendations). */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
