import type { ContentSeed } from '../types.js';

export interface BrandInfo {
  name: string;
  audience: string;
  email: string;
  phone: string;
  address: string;
}

/** The four standard pages of a site, at the root (alias = slug, no section, no schedules). */
export function standardPages(brand: BrandInfo): ContentSeed[] {
  const page = (name: string, teaser: string, body: ContentSeed['body']): ContentSeed => ({
    type: 'Page',
    name,
    teaser,
    section: null,
    tags: [],
    image: null,
    daysAgo: 119,
    body,
  });
  return [
    page('About Us', `${brand.name} serves ${brand.audience} with news, analysis, webinars and events.`, [
      `${brand.name} is an independent trade publication serving ${brand.audience}.`,
      'Our editors have worked in the industries they cover. We publish daily news, in-depth technical and business articles, webinars, podcasts and events.',
      { h2: 'Editorial independence' },
      'Sponsored content is always labelled as such. Advertisers have no influence over our editorial coverage.',
      `Reach the editors at ${brand.email}.`,
    ]),
    page('Contact Us', `How to reach the editors, advertising sales and reader services of ${brand.name}.`, [
      `Editorial: send news, story ideas and corrections to ${brand.email}.`,
      `Phone: ${brand.phone}. Mail: ${brand.address}.`,
      'Advertising: see the contacts listed on our About section for sales representatives in your region.',
      'Subscriptions and newsletters: manage your profile from the account page, or write to reader services.',
    ]),
    page('Privacy Policy', `How ${brand.name} collects, uses and protects personal data.`, [
      'This policy explains what personal data we collect when you visit our website, register, subscribe to newsletters or attend our events, and how we use it.',
      { h2: 'Data we collect' },
      { ul: ['Registration data such as name, company, job title and e-mail address', 'Usage data collected with cookies, subject to your consent', 'Event and webinar registration data shared with sponsors where you agree'] },
      'You may access, correct or delete your data at any time. Contact us to exercise your rights.',
      'This is a demonstration policy for a fictional publication.',
    ]),
    page('Terms of Use', `The terms that apply to the use of the ${brand.name} website and services.`, [
      `By using the ${brand.name} website you agree to these terms.`,
      'All content is protected by copyright. You may share links and short quotations with attribution; reproduction requires permission.',
      'Comments must be respectful and on topic. We may remove comments and suspend accounts that break these rules.',
      'This is a demonstration text for a fictional publication.',
    ]),
  ];
}
