import type { ContentSeed, PersonSeed, SectionSeed, TermSeed } from '../types.js';

/** QA Sandbox: a small test tenant (is_test) with a handful of rows. */
export const QA_SECTIONS: SectionSeed[] = [
  { name: 'Home', description: 'QA sandbox home.' },
  { name: 'News', description: 'QA news.', children: [{ name: 'Updates', description: 'QA updates.' }] },
];

export const QA_TERMS: TermSeed[] = [
  { type: 'Tag', name: 'Smoke Test' },
  { type: 'Tag', name: 'Regression' },
];

export const QA_PERSONS: PersonSeed[] = [
  { firstName: 'Quinn', lastName: 'Tester', title: 'QA Engineer', bio: 'Writes the test content of the sandbox.' },
];

export const QA_CONTENT: ContentSeed[] = [
  {
    type: 'Article',
    name: 'QA Smoke Test Article',
    teaser: 'A published article used by smoke tests of the sandbox tenant.',
    section: 'news/updates',
    daysAgo: 3,
    tags: ['Smoke Test'],
    image: 'mesh-network.jpg',
    body: ['First paragraph of the smoke test article.', 'Second paragraph.', 'Third paragraph.'],
  },
  {
    type: 'News',
    name: 'QA Draft News Item',
    teaser: 'A draft used to check that unpublished content stays hidden.',
    section: 'news',
    status: 2,
    tags: ['Regression'],
    body: ['Draft paragraph one.', 'Draft paragraph two.', 'Draft paragraph three.'],
  },
  {
    type: 'Page',
    name: 'About the Sandbox',
    teaser: 'What the QA sandbox is for.',
    section: null,
    daysAgo: 30,
    tags: [],
    image: null,
    body: ['This tenant holds test data only.', 'It is reset by the QA team.', 'Do not publish real content here.'],
  },
];
