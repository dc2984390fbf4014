import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCatchAllPath, SITE_PAGE_ROUTES } from './routes.js';

const siteDir = path.dirname(new URL(import.meta.url).pathname);

/** Folders of src/site holding a +Page (public pages). */
function pageFolders(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) return [];
    const here = readdirSync(full).some((file) => file.startsWith('+Page.')) ? [full] : [];
    return [...here, ...pageFolders(full)];
  });
}

describe('public page routes', () => {
  it('lists the route of every public page but the catch-all, so the direct renderer never takes their paths', () => {
    const others = pageFolders(siteDir).filter((folder) => path.basename(folder) !== 'page');
    expect(others.length).toBeGreaterThan(0);
    for (const folder of others) {
      const routeFile = path.join(folder, '+route.ts');
      const source = readFileSync(routeFile, 'utf8');
      const route = /export default '([^']+)'/.exec(source)?.[1];
      expect(route, `${routeFile} exports a route string`).toBeDefined();
      expect(SITE_PAGE_ROUTES as readonly string[]).toContain(route);
    }
  });

  it('gives every other path but the admin’s to the catch-all', () => {
    expect(isCatchAllPath('/')).toBe(true);
    expect(isCatchAllPath('/power/batteries/some-article')).toBe(true);
    expect(isCatchAllPath('/searching')).toBe(true);
    expect(isCatchAllPath('/search')).toBe(false);
    expect(isCatchAllPath('/search/')).toBe(false);
    expect(isCatchAllPath('/print/content/10000007')).toBe(false);
    expect(isCatchAllPath('/print/content')).toBe(true);
    expect(isCatchAllPath('/admin')).toBe(false);
    expect(isCatchAllPath('/admin/content')).toBe(false);
    expect(isCatchAllPath('/administration')).toBe(true);
  });
});
