import { describe, expect, it } from 'vitest';
import { sisterSiteLink } from './service.js';

const sites = new Set(['fot.localhost', 'www.fleet-ops.example']);
const isSite = (host: string) => sites.has(host);

describe('sisterSiteLink', () => {
  it("gives a link to a site of the installation the reader's scheme and port", () => {
    expect(sisterSiteLink('https://fot.localhost/', 'http://localhost:3000', isSite)).toBe('http://fot.localhost:3000/');
    expect(sisterSiteLink('https://fot.localhost/power?a=1#x', 'http://localhost:3107', isSite)).toBe('http://fot.localhost:3107/power?a=1#x');
  });

  it('leaves links as they are on the default ports, to other sites, and when they are not absolute', () => {
    expect(sisterSiteLink('https://www.fleet-ops.example/', 'https://www.edr.example', isSite)).toBe('https://www.fleet-ops.example/');
    expect(sisterSiteLink('https://jobs.example.com/', 'http://localhost:3000', isSite)).toBe('https://jobs.example.com/');
    expect(sisterSiteLink('/about-us', 'http://localhost:3000', isSite)).toBe('/about-us');
    expect(sisterSiteLink('mailto:news@fot.localhost', 'http://localhost:3000', isSite)).toBe('mailto:news@fot.localhost');
    expect(sisterSiteLink('https://[bad', 'http://localhost:3000', isSite)).toBe('https://[bad');
  });
});
