import type { ContentType } from '../../../../shared/contentTypes.js';
import { truncateAtWord } from '../../../../shared/text.js';
import type { BodyBlock } from '../types.js';
import type { Random } from './random.js';
import { ADJECTIVES, CITIES, FIRST_NAMES, JOB_TITLES, LAST_NAMES, MARKETS, NOUNS, PODCAST_SHOWS, VERBS } from './words.js';

/** The words one item is written around, so that its name, teaser and body tell one story. */
export interface ItemTheme {
  /** A tag or section name of the tenant ("GaN", "Telematics"). */
  topic: string;
  /** The company the item is about (a syllable name, rare across the catalogue). */
  company: string;
  /** A second company that is mentioned in passing. */
  other: string;
  market: string;
  year: number;
}

/** The demo teaser limit (seedContent.ts): teasers stay one or two lines in lists. */
const TEASER_MAX = 175;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (noun: string) => (noun.endsWith('s') ? noun : noun.endsWith('y') && !/[aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`);

type Template = (r: Random, t: ItemTheme) => string;

const adj = (r: Random) => r.pick(ADJECTIVES);
/** 'a compact', 'an open'. */
const an = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const noun = (r: Random) => r.pick(NOUNS);

const NAME_TEMPLATES: Partial<Record<ContentType, readonly Template[]>> & { default: readonly Template[] } = {
  default: [
    (r, t) => `How ${adj(r)} ${plural(noun(r))} are changing ${t.market}`,
    (r, t) => `Why ${t.topic} needs ${an(adj(r))} ${noun(r)}`,
    (r, t) => `Inside ${t.company}'s ${adj(r)} ${t.topic} ${noun(r)}`,
    (r, t) => `${t.topic} in ${t.market}: what the ${adj(r)} ${noun(r)} means`,
    (r, t) => `The ${adj(r)} ${noun(r)} behind ${t.company}'s ${t.topic} push`,
    (r, t) => `${r.int(3, 12)} lessons from ${an(adj(r))} ${t.topic} ${noun(r)}`,
    (r, t) => `Designing ${an(adj(r))} ${noun(r)} for ${t.market}`,
  ],
  News: [
    (r, t) => `${t.company} ${r.pick(VERBS)} ${adj(r)} ${t.topic} ${noun(r)}`,
    (r, t) => `${t.company} and ${t.other} team up on ${adj(r)} ${t.topic}`,
    (r, t) => `${t.company} opens ${adj(r)} ${noun(r)} in ${r.pick(CITIES)[0]}`,
    (r, t) => `${t.topic} ${noun(r)} demand rises in ${t.market}, ${t.company} says`,
  ],
  PressRelease: [
    (r, t) => `${t.company} announces ${adj(r)} ${noun(r)} for ${t.market}`,
    (r, t) => `${t.company} names new ${r.pick(JOB_TITLES)}`,
    (r, t) => `${t.company} selected for ${adj(r)} ${t.topic} ${noun(r)}`,
  ],
  Blog: [
    (r, t) => `Notes from the bench: ${t.topic} and the ${adj(r)} ${noun(r)}`,
    (r, t) => `What ${an(adj(r))} ${noun(r)} taught me about ${t.topic}`,
    (r, t) => `Opinion: ${t.market} is not ready for ${adj(r)} ${t.topic}`,
  ],
  Video: [
    (r, t) => `Video: ${t.topic} ${noun(r)} explained`,
    (r, t) => `Watch: ${t.company} demos ${an(adj(r))} ${noun(r)}`,
  ],
  Podcast: [(r, t) => `${r.pick(PODCAST_SHOWS)} ${r.int(1, 400)}: ${t.topic} in ${t.market}`],
  Event: [
    (r, t) => `${t.topic} ${r.pick(['Summit', 'Forum', 'Expo', 'Conference', 'Workshop'])} ${r.pick(CITIES)[0]} ${t.year}`,
    (r, t) => `${capitalise(adj(r))} ${t.topic} Days ${t.year}`,
  ],
  Webinar: [
    (r, t) => `Webinar: ${adj(r)} ${t.topic} ${plural(noun(r))} in practice`,
    (r, t) => `Live: ${t.company} on ${adj(r)} ${t.topic} for ${t.market}`,
  ],
  Whitepaper: [(r, t) => `${t.topic} ${noun(r)} guide: ${adj(r)} design for ${t.market}`],
  Document: [
    (r, t) => `${t.company} ${noun(r)} application note AN-${r.int(100, 9999)}`,
    (r, t) => `${t.topic} ${noun(r)} report ${t.year}`,
  ],
  Product: [(r, t) => `${t.company} ${t.company.slice(0, 2).toUpperCase()}-${r.int(100, 9999)} ${adj(r)} ${noun(r)}`],
  MediaGallery: [(r, t) => `Photos: ${t.topic} ${noun(r)} in ${r.pick(CITIES)[0]}`],
  Promotion: [(r, t) => `Save on ${adj(r)} ${t.topic} ${plural(noun(r))}`],
  Page: [(r, t) => `${capitalise(t.topic)} ${r.pick(['resources', 'guide', 'hub', 'buyers guide', 'directory'])} ${r.int(1, 9999)}`],
};

/** The item's name (Company and Contact names are made by the caller: they are names, not headlines). */
export function headline(r: Random, type: ContentType, theme: ItemTheme): string {
  return capitalise(r.pick(NAME_TEMPLATES[type] ?? NAME_TEMPLATES.default)(r, theme));
}

export function personName(r: Random): { firstName: string; lastName: string } {
  return { firstName: r.pick(FIRST_NAMES), lastName: r.pick(LAST_NAMES) };
}

const SENTENCES: readonly Template[] = [
  (r, t) => `${t.company} said the ${adj(r)} ${noun(r)} ${r.pick(VERBS)} ${t.topic} work for customers in ${t.market}.`,
  (r, t) => `Engineers at ${t.company} expect ${adj(r)} ${plural(noun(r))} to reach ${r.pick(MARKETS)} by ${t.year + r.int(1, 4)}.`,
  (r, t) => {
    const { firstName, lastName } = personName(r);
    return `"The ${adj(r)} ${noun(r)} changes what teams in ${t.market} can do," said ${firstName} ${lastName}, ${r.pick(JOB_TITLES)} at ${t.company}.`;
  },
  (r, t) => `According to a ${t.year} survey, ${r.int(12, 87)}% of buyers in ${t.market} plan to adopt ${adj(r)} ${t.topic} within two years.`,
  (r, t) => `The ${noun(r)} ships in the ${r.pick(['first', 'second', 'third', 'fourth'])} quarter of ${t.year}, with ${adj(r)} ${plural(noun(r))} to follow.`,
  (r, t) => `${capitalise(t.topic)} remains a priority as ${r.pick(MARKETS)} teams look for ${adj(r)} ${plural(noun(r))}.`,
  (r) => `Compared with the previous ${noun(r)}, the ${adj(r)} design cuts cost by ${r.int(5, 45)}% and weight by ${r.int(3, 30)}%.`,
  (r, t) => `${t.other} offers a competing ${noun(r)}, but ${t.company} argues its ${adj(r)} approach is easier to adopt.`,
  (r) => `The ${adj(r)} ${noun(r)} also works with existing ${plural(noun(r))}, which keeps migration simple.`,
  (r, t) => `Pricing starts at $${r.int(2, 900)} in volume, and samples are available from ${t.company} and its distributors.`,
  (r) => `${capitalise(an(adj(r)))} ${noun(r)} with ${r.int(2, 64)} channels and a ${r.int(1, 10)}-year warranty rounds out the line.`,
];

const sentence = (r: Random, t: ItemTheme) => r.pick(SENTENCES)(r, t);

export function teaserOf(r: Random, theme: ItemTheme): string {
  return truncateAtWord(`${sentence(r, theme)} ${sentence(r, theme)}`, TEASER_MAX);
}

/**
 * A body of 1 to 14 paragraphs (most have 3 to 8), with sub-headings and a bullet list now and
 * then: from a few hundred characters to about 10 kB, like real articles.
 */
export function bodyOf(r: Random, theme: ItemTheme): BodyBlock[] {
  const u = r.next();
  const paragraphs = 1 + Math.floor(u * u * 14);
  const blocks: BodyBlock[] = [];
  for (let p = 0; p < paragraphs; p++) {
    if (p > 0 && r.chance(0.15)) blocks.push({ h2: capitalise(`${adj(r)} ${plural(noun(r))} in ${r.pick(MARKETS)}`) });
    if (p > 0 && r.chance(0.08)) blocks.push({ ul: Array.from({ length: r.int(3, 5) }, () => capitalise(`${adj(r)} ${noun(r)}`)) });
    blocks.push(Array.from({ length: r.int(2, 5) }, () => sentence(r, theme)).join(' '));
  }
  return blocks;
}
