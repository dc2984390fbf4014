import { describe, expect, it } from 'vitest';
import { article, photo, site } from './fixtures.js';
import { isoDateTime, isoDay, pageJsonLd, serializeJsonLd, videoUrls } from './jsonLd.js';
import type { SeoContent } from './types.js';

describe('JSON-LD (002 "Structured data")', () => {
  it('describes an article as a NewsArticle with authors, images, dates and the publisher', () => {
    const [node, ...rest] = pageJsonLd({ site, path: '/news/gan-chargers', content: article });
    expect(rest).toEqual([]);
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.edr.example/news/gan-chargers' },
      headline: 'GaN chargers go mainstream',
      description: 'Gallium nitride has left the lab.',
      image: ['https://www.edr.example/images/9/1/circuit-board.jpg?w=1200'],
      datePublished: '2026-03-05',
      dateModified: '2026-03-07',
      author: [
        { '@type': 'Person', name: 'Ada Lovelace', url: 'https://www.edr.example/staff/ada-lovelace' },
        { '@type': 'Person', name: 'Guest Writer' },
      ],
      publisher: {
        '@type': 'Organization',
        name: 'Electronic Design Review',
        url: 'https://www.edr.example/',
        logo: { '@type': 'ImageObject', url: 'https://www.edr.example/images/5/2/edr-logo.png?w=480', width: 400, height: 80 },
      },
    });
  });

  it('formats dates as yyyy-MM-dd and upload dates with time and offset', () => {
    expect(isoDay('2026-03-05T23:30:00-06:00')).toBe('2026-03-06');
    expect(isoDay('2026-03-05')).toBe('2026-03-05');
    expect(isoDay('not a date')).toBeUndefined();
    expect(isoDateTime('2026-03-05T14:30:00.000Z')).toBe('2026-03-05T14:30:00+00:00');
    expect(isoDateTime(null)).toBeUndefined();
  });

  it('gives an event a PostalAddress only when an address is present', () => {
    const event: SeoContent = {
      id: 3,
      type: 'Event',
      name: 'Power Summit',
      startDate: '2026-05-01T14:00:00Z',
      endDate: '2026-05-02T22:00:00Z',
      address: { name: 'Hall A', address1: '1 Main St', address2: 'Floor 2', city: 'Austin', postalCode: '78701', region: 'TX', country: 'US' },
    };
    const [withAddress] = pageJsonLd({ site, path: '/events/power-summit', content: event });
    expect(withAddress).toMatchObject({
      '@type': 'Event',
      name: 'Power Summit',
      url: 'https://www.edr.example/events/power-summit',
      startDate: '2026-05-01T14:00:00+00:00',
      endDate: '2026-05-02T22:00:00+00:00',
      location: {
        '@type': 'Place',
        name: 'Hall A',
        address: { '@type': 'PostalAddress', streetAddress: '1 Main St, Floor 2', addressLocality: 'Austin', postalCode: '78701', addressRegion: 'TX', addressCountry: 'US' },
      },
    });
    const [venueOnly] = pageJsonLd({ site, path: '/e', content: { ...event, address: { name: 'Online' } } });
    expect(venueOnly?.location).toEqual({ '@type': 'Place', name: 'Online' });
    const [none] = pageJsonLd({ site, path: '/e', content: { ...event, address: null } });
    expect(none).not.toHaveProperty('location');
    expect(JSON.stringify(none)).not.toContain('PostalAddress');
  });

  it('adds a VideoObject for a YouTube embed, with its thumbnail and the images', () => {
    const video: SeoContent = { ...article, type: 'Video', embedCode: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' };
    const [news, object] = pageJsonLd({ site, path: '/videos/v', content: video });
    expect(news?.['@type']).toBe('NewsArticle');
    expect(object).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'GaN chargers go mainstream',
      description: 'Gallium nitride has left the lab.',
      contentUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      uploadDate: '2026-03-05T14:30:00+00:00',
      thumbnailUrl: ['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', 'https://www.edr.example/images/9/1/circuit-board.jpg?w=1200'],
    });
  });

  it('adds a VideoObject for a Vimeo link, thumbnails from the primary image', () => {
    const video: SeoContent = { ...article, type: 'Video', embedCode: 'https://vimeo.com/76979871' };
    const object = pageJsonLd({ site, path: '/videos/v', content: video })[1];
    expect(object).toMatchObject({
      '@type': 'VideoObject',
      contentUrl: 'https://vimeo.com/76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871',
      thumbnailUrl: ['https://www.edr.example/images/9/1/circuit-board.jpg?w=1200'],
    });
    expect(videoUrls('<script>x</script>')).toBeNull();
    expect(pageJsonLd({ site, path: '/v', content: { ...video, embedCode: 'https://example.com/v.mp4' } })).toHaveLength(1);
  });

  it('marks gated content not free, with the paywall part', () => {
    for (const gate of [{ memberships: [4] }, { userRegistrationRequired: true }]) {
      const [node] = pageJsonLd({ site, path: '/n', content: { ...article, ...gate } });
      expect(node).toMatchObject({
        isAccessibleForFree: false,
        hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywall' },
      });
    }
    const [free] = pageJsonLd({ site, path: '/n', content: { ...article, memberships: [], userRegistrationRequired: false } });
    expect(free).not.toHaveProperty('isAccessibleForFree');
  });

  it('describes the home page as the WebSite and its Organization', () => {
    expect(pageJsonLd({ site, path: '/' }).map((n) => n['@type'])).toEqual(['WebSite', 'Organization']);
    expect(pageJsonLd({ site, path: '/' })[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Electronic Design Review',
      url: 'https://www.edr.example/',
      description: 'News and analysis for electronics engineers.',
    });
    expect(pageJsonLd({ site: { ...site, logo: null }, path: '/' })[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Electronic Design Review',
      url: 'https://www.edr.example/',
    });
    expect(pageJsonLd({ site, path: '/search', name: 'Search' })).toEqual([]);
  });

  it("cannot be broken out of by '</script>' in a name, and reads back unchanged", () => {
    // Author names are not stripped of tags: the raw text reaches the serialiser.
    const evil = 'Evil </script><script>alert(1)</script> <!-- & \u2028';
    const nodes = pageJsonLd({ site, path: '/n', content: { ...article, name: evil, authors: [{ name: evil }], primaryImage: photo } });
    const text = serializeJsonLd(nodes);
    expect(text).not.toMatch(/[<>\u2028]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(nodes);
    expect((nodes[0]?.author as { name: string }[])[0]?.name).toBe(evil);
    // The headline has its tags (and the script's text) stripped.
    expect(nodes[0]?.headline).toBe('Evil <!-- &');
  });
});
