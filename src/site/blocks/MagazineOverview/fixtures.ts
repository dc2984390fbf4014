import { image } from '../fixtures';
import type { IssueCard, PublicationCard } from '../types';

/** Test data of the magazine blocks (magazine_overview, issue_overview, zmag_embed). */
export const publicationCard = (id: number, over: Partial<PublicationCard> = {}): PublicationCard => ({
  id,
  name: `Magazine ${id}`,
  path: `/magazine/magazine-${id}`,
  description: null,
  logo: null,
  subscribeUrl: 'https://subscribe.example.com/',
  renewUrl: null,
  ...over,
});

export const issueCard = (id: number, over: Partial<IssueCard> = {}): IssueCard => ({
  id,
  name: `Issue ${id}`,
  path: `/magazine/magazine-1/issue-${id}`,
  mailingDate: '2026-03-01',
  mailingDateLabel: 'March 1, 2026',
  description: `About issue ${id}.`,
  cover: image({ alt: `Cover of issue ${id}`, width: 600, height: 800 }),
  digitalEditionUrl: null,
  publication: publicationCard(1),
  ...over,
});

