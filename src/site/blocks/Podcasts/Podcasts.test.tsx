import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, homePage, image, loadedBlock, teaser } from '../fixtures';
import type { PodcastData } from '../types';
import PodcastsBlock from './Block';
import { loadPodcasts, type PodcastsData } from './load';
import { findPodcast } from './match';
import { podcastsBlock, podcastsSettings, type PodcastsSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(podcastsSettings, input);
const show: PodcastData['show'] = {
  title: 'The EDR Podcast',
  url: 'https://www.edr.example/podcasts',
  description: 'Conversations with the people behind the stories & <more>.',
  image: image({ alt: 'The EDR Podcast', src: '/images/40/1/podcast.jpg?w=320', srcSet: '/images/40/1/podcast.jpg?w=320 320w' }),
  links: [
    { service: 'apple', label: 'Apple Podcasts', url: 'https://podcasts.apple.com/us/podcast/edr/id1' },
    { service: 'spotify', label: 'Spotify', url: 'https://open.spotify.com/show/edr' },
  ],
};
const episode = (id: number, duration: string | null = '42:10') => ({ ...teaser(id, { type: 'Podcast' as const, name: `Episode ${id}` }), duration });
const data: PodcastData = { show, episodes: [episode(1), episode(2, null)] };
const render = (input: PodcastsData, over: Record<string, unknown> = {}) =>
  renderToStaticMarkup(<PodcastsBlock block={loadedBlock<PodcastsData, PodcastsSettings>('podcasts', settings({ podcast: 'The EDR Podcast', ...over }), input)} page={homePage} />);

describe('podcasts settings', () => {
  it('name no podcast and list 5 episodes by default (0 to 20), with image, description, links and teasers', () => {
    expect(podcastsSettings.parse({})).toEqual({ podcast: '', limit: 5, sectionId: null, teaserMaxLength: 175, showImage: true, showDescription: true, showLinks: true, showEpisodeTeasers: true });
    expect(podcastsSettings.safeParse({ limit: 21 }).success).toBe(false);
    expect(podcastsSettings.parse({ limit: 0 }).limit).toBe(0);
    expect(podcastsBlock.contentCount(podcastsSettings.parse({ limit: 3 }))).toBe(3);
  });
});

describe('findPodcast', () => {
  const podcasts = [
    { url: 'https://www.edr.example/podcasts/', title: 'The EDR Podcast' },
    { url: 'https://fleet.example/talk', title: 'Fleet Ops Talk' },
  ];
  it('finds a podcast of the settings by its address or its title, loosely', () => {
    expect(findPodcast(podcasts, 'https://edr.example/podcasts')).toBe(podcasts[0]);
    expect(findPodcast(podcasts, 'http://WWW.EDR.example/podcasts/')).toBe(podcasts[0]);
    expect(findPodcast(podcasts, '  fleet  ops talk ')).toBe(podcasts[1]);
    expect(findPodcast(podcasts, 'https://fleet.example/other')).toBeNull();
    expect(findPodcast(podcasts, 'Another show')).toBeNull();
    // None named: the first podcast of the settings, if there is one.
    expect(findPodcast(podcasts, ' ')).toBe(podcasts[0]);
    expect(findPodcast([], '')).toBeNull();
  });
});

describe('podcasts', () => {
  it('loads the named podcast with its newest episodes, flagging fewer than asked', async () => {
    const { api, podcastCalls } = fakeApi({ podcasts: { 'The EDR Podcast': data } });
    const loaded = await loadPodcasts({ settings: settings({ podcast: 'The EDR Podcast', limit: 2, sectionId: 7 }), page: homePage, api });
    expect(loaded).toEqual({ data, underFilled: false });
    expect(podcastCalls).toEqual([{ podcast: 'The EDR Podcast', sectionId: 7, limit: 2, teaserMaxLength: 175 }]);
    expect((await loadPodcasts({ settings: settings({ podcast: 'The EDR Podcast' }), page: homePage, api }))?.underFilled).toBe(true);
  });

  it('is dropped when the settings have no such podcast, or none at all (002 §5)', async () => {
    const { api } = fakeApi({ podcasts: { 'The EDR Podcast': data } });
    expect(await loadPodcasts({ settings: settings({ podcast: 'No such show' }), page: homePage, api })).toBeNull();
    expect(await loadPodcasts({ settings: settings({ podcast: 'The EDR Podcast' }), page: homePage, api: fakeApi().api })).toBeNull();
    expect(await loadPodcasts({ settings: settings(), page: homePage, api: fakeApi().api })).toBeNull();
  });

  it('shows the show with where to listen, then the episodes with date and length', () => {
    const html = render(data);
    expect(html).toContain('<h2 class="podcast__title"><a href="https://www.edr.example/podcasts" rel="noopener">The EDR Podcast</a></h2>');
    expect(html).toContain('<img class="podcast__image" src="/images/40/1/podcast.jpg?w=320"');
    expect(html).toContain('<p class="podcast__description">Conversations with the people behind the stories &amp; &lt;more&gt;.</p>');
    expect(html).toContain('<ul class="podcast__links" aria-label="Listen on">');
    expect(html).toContain('<a class="podcast__link podcast__link--apple" href="https://podcasts.apple.com/us/podcast/edr/id1" rel="noopener" target="_blank">Apple Podcasts</a>');
    expect(html.match(/<li class="podcast__episode">/g)).toHaveLength(2);
    expect(html).toContain('<h3 class="podcast__episode-title"><a href="/power/story-1">Episode 1</a></h3>');
    expect(html).toContain('<time dateTime="2026-03-05T10:00:00.000Z">March 5, 2026</time><span class="podcast__duration">42:10</span>');
    expect(html).toContain('<p class="podcast__episode-teaser">Teaser of story 1.</p>');
  });

  it('leaves out what the settings turn off, and shows a show without episodes', () => {
    const html = render({ show: { ...show, url: null }, episodes: [] }, { title: 'Listen', showImage: false, showDescription: false, showLinks: false });
    expect(html).toBe('<section class="podcast" aria-label="The EDR Podcast"><div class="podcast__show"><div class="podcast__about"><h3 class="podcast__title">The EDR Podcast</h3></div></div></section>');
  });
});
