import type { ContentSeed } from '../../types.js';
import { standardPages } from '../pages.js';
import { EDR_ARTICLES } from './articles.js';
import { EDR_COMPANIES, EDR_COMPANY_CONTACTS, EDR_CONTACTS, EDR_PRODUCTS, EDR_PROMOTIONS } from './directory.js';
import { EDR_EVENTS, EDR_WEBINARS } from './events.js';
import { EDR_DOCUMENTS, EDR_WHITEPAPERS } from './library.js';
import { EDR_COMPANY_VIDEOS, EDR_GALLERIES, EDR_PODCASTS, EDR_VIDEOS } from './media.js';
import { EDR_BLOGS, EDR_NEWS, EDR_PRESS_RELEASES } from './news.js';

/** All content of Electronic Design Review, in a fixed order (the order drives dates and schedules). */
export const EDR_CONTENT: ContentSeed[] = [
  ...EDR_ARTICLES,
  ...EDR_NEWS,
  ...EDR_BLOGS,
  ...EDR_PRESS_RELEASES,
  ...EDR_COMPANIES,
  ...EDR_PRODUCTS,
  ...EDR_EVENTS,
  ...EDR_WEBINARS,
  ...EDR_VIDEOS,
  ...EDR_PODCASTS,
  ...EDR_GALLERIES,
  ...EDR_DOCUMENTS,
  ...EDR_WHITEPAPERS,
  ...EDR_CONTACTS,
  ...EDR_PROMOTIONS,
  ...standardPages({
    name: 'Electronic Design Review',
    audience: 'electronics design engineers and engineering managers',
    email: 'editors@edr-demo.example',
    phone: '+1 617 555 0100',
    address: '100 Summer Street, Boston, MA 02110, USA',
  }),
  // Last, so that the items above keep their dates and schedules (both follow the order); the
  // video between the two contacts, where the schedule rotation puts no contact on the home page.
  EDR_COMPANY_CONTACTS[0]!,
  ...EDR_COMPANY_VIDEOS,
  ...EDR_COMPANY_CONTACTS.slice(1),
];
