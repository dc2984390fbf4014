/**
 * Field rules of a content item, shared by the admin editor (client-side checks) and saveContent
 * (the server, which is the authority). Everything here is pure: rules that need the database
 * (ids that must exist on the site, taken aliases) live in the server's content write module.
 *
 * `ContentDocument` is the editable document of an item — the GraphQL `ContentInput` — and also the
 * snapshot of every content history row, so a revision is restored by saving it again.
 */
import { contentAlias, slugify, SLUG_MAX_LENGTH } from './aliases.js';
import { CONTENT_TYPES, contentTypeInfo, type ContentType } from './contentTypes.js';
import { MESSAGES } from './messages.js';
import { SCHEDULE_OPTIONS, type ScheduleOption } from './schedules.js';
import { EMAIL_PATTERN } from './email';
import { isSafeHttpUrl, linkMessage, linkProblem } from './links.js';
import { CONTENT_SIDEBAR_LIMITS, type ContentSidebarDocument } from './contentSidebars.js';
import { checkIsoDateTime, DATE_RANGE_MESSAGE } from './isoDateTime.js';

const REQUIRED = MESSAGES.fieldRequired;

export const CONTENT_STATUS_VALUES = [0, 1, 2] as const;

export const CONTENT_LIMITS = {
  name: 255,
  seoTitle: 255,
  teaser: 2000,
  /**
   * Characters of body HTML. A 30,000-word feature with its markup is about 250,000; the seeded
   * demo's longest body is under 2,000. With the other fields it still fits the 1 MiB request.
   */
  body: 500_000,
  /**
   * Characters of `details` as JSON, sidebars apart (they have their own limits,
   * CONTENT_SIDEBAR_LIMITS). The type-specific fields are short texts, URLs and up to 200 contact
   * ids: a few thousand characters at most (the seeded demo's largest is under 500); 1 MB of
   * anything was accepted before.
   */
  details: 20_000,
  manualAlias: SLUG_MAX_LENGTH,
  label: 50,
  labels: 20,
  keyword: 100,
  keywords: 50,
  description: 1000,
  shortText: 255,
  url: 2000,
  embedCode: 5000,
  ids: 200,
  schedules: 50,
  /** 24 hours. */
  durationSeconds: 86_400,
} as const;

/** Labels offered in the editor; free text is allowed too. */
export const SUGGESTED_LABELS = ['Sponsored', 'Featured', 'Exclusive', 'Opinion', 'Breaking', 'Webinar', 'Video'] as const;

export const EXCLUDE_AD_KEYS = [
  'welcomeAd',
  'headerLeaderboardAd',
  'stickyLeaderboardAd',
  'contentBodyNativeAd',
  'contentBodyEmbedAd',
  'contentListNativeAd',
  'reskinAd',
] as const;
export type ExcludeAdKey = (typeof EXCLUDE_AD_KEYS)[number];

export interface ScheduleDocument {
  sectionId: number;
  option?: ScheduleOption | null;
  start?: string | null;
  end?: string | null;
}

export interface VenueDocument {
  name?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  postalCode?: string | null;
  region?: string | null;
  country?: string | null;
}

/** Type-specific fields kept in `details`. */
export interface ContentDetailsDocument {
  website?: string | null;
  phone?: string | null;
  email?: string | null;
  contactIds?: number[] | null;
  firstName?: string | null;
  lastName?: string | null;
  jobTitle?: string | null;
  fileAssetId?: number | null;
  audioUrl?: string | null;
  audioAssetId?: number | null;
  durationSeconds?: number | null;
  productModel?: string | null;
  linkLabel?: string | null;
  registrationRequired?: boolean | null;
  /** Panels of extra text beside the body (content_sidebars block), in the editor's order. */
  sidebars?: ContentSidebarDocument[] | null;
  [key: string]: unknown;
}

/** The editable document (GraphQL ContentInput). Dates are ISO strings. */
export type ContentDocument = {
  id?: number | null;
  version?: number | null;
  type: ContentType;
  status: number;
  name: string;
  teaser?: string | null;
  body?: string | null;
  seoTitle?: string | null;
  manualAlias?: string | null;
  published?: string | null;
  unpublished?: string | null;
  primarySectionId?: number | null;
  websiteSchedules?: readonly ScheduleDocument[] | null;
  taxonomyIds?: readonly number[] | null;
  authorIds?: readonly number[] | null;
  primaryImageId?: number | null;
  imageIds?: readonly number[] | null;
  labels?: readonly string[] | null;
  companyId?: number | null;
  membershipIds?: readonly number[] | null;
  userRegistrationRequired?: boolean | null;
  gatingSurveyType?: string | null;
  excludeAds?: Partial<Record<ExcludeAdKey, boolean | null>> | null;
  metadata?: { description?: string | null; keywords?: readonly string[] | null } | null;
  startDate?: string | null;
  endDate?: string | null;
  venue?: VenueDocument | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  postalCode?: string | null;
  state?: string | null;
  country?: string | null;
  linkUrl?: string | null;
  embedCode?: string | null;
  details?: unknown;
};

/** The type-specific groups the editor shows and the rules validate. */
export type TypeField =
  | 'eventDates'
  | 'venue'
  | 'address'
  | 'linkUrl'
  | 'embedCode'
  | 'file'
  | 'companyContact'
  | 'contacts'
  | 'person'
  | 'audio'
  | 'productModel'
  | 'linkLabel'
  | 'galleryImages';

export const TYPE_FIELDS: Record<ContentType, readonly TypeField[]> = {
  Article: [],
  Blog: [],
  Company: ['address', 'companyContact', 'contacts'],
  Contact: ['person', 'address'],
  Document: ['file'],
  Event: ['eventDates', 'venue', 'linkUrl'],
  MediaGallery: ['galleryImages'],
  News: [],
  Page: [],
  Podcast: ['audio'],
  PressRelease: [],
  Product: ['linkUrl', 'productModel'],
  Promotion: ['linkUrl', 'linkLabel'],
  Video: ['embedCode'],
  Webinar: ['eventDates', 'linkUrl'],
  Whitepaper: ['file'],
};

export const hasTypeField = (type: ContentType, field: TypeField): boolean => TYPE_FIELDS[type].includes(field);

/** What the link URL means for the type (the editor's label). */
export function linkUrlLabel(type: ContentType): string {
  if (type === 'Webinar') return 'Webinar link';
  if (type === 'Event') return 'Registration link';
  if (type === 'Product') return 'Product URL';
  return 'Link URL';
}

/** "This article", "This media gallery": how the conflict message names the item. */
export function contentLabel(type: ContentType): string {
  return `This ${(contentTypeInfo(type)?.label ?? type).toLowerCase()}`;
}

/** The slug an item's alias ends with: the editor's own (slugified) or the slug of the name. */
export function contentSlug(doc: { manualAlias?: string | null; name: string }): string {
  const manual = doc.manualAlias?.trim();
  return slugify(manual ? manual : doc.name);
}

/** `<primary section alias>/<slug>` (or just the slug), the rule of src/shared/aliases.ts. */
export function deriveContentAlias(doc: { manualAlias?: string | null; name: string }, sectionAlias: string | null | undefined): string {
  return contentAlias({ sectionAlias, name: contentSlug(doc) });
}

/** `base`, then `base-2`, `base-3`, ... — the first candidate `isTaken` refuses is skipped. */
export function withSuffix(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}

// ---------------------------------------------------------------------------------------------
// Embed codes: YouTube and Vimeo only.

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be'];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];
export const EMBED_MESSAGE = 'Only YouTube or Vimeo videos can be embedded: paste a YouTube or Vimeo link or their embed code.';

export type EmbedVideo = { provider: 'youtube' | 'vimeo'; id: string };

/** The video an embed code or watch/share URL points at, or null when it is not YouTube or Vimeo. */
export function parseVideoEmbed(input: string): EmbedVideo | null {
  const text = input.trim();
  let raw = text;
  if (/^<iframe[\s>]/i.test(text)) {
    // Exactly one iframe and nothing else (no scripts riding along).
    if ((text.match(/<iframe/gi) ?? []).length !== 1 || !/<\/iframe>\s*$/i.test(text)) return null;
    if (/<(?!\/?iframe)[a-z]/i.test(text)) return null;
    const src = /\ssrc\s*=\s*["']([^"']+)["']/i.exec(text)?.[1];
    if (!src) return null;
    raw = src;
  } else if (/[\s<>]/.test(text)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.includes(host)) {
    const id =
      host === 'youtu.be'
        ? parts[0]
        : parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v'
          ? parts[1]
          : url.searchParams.get('v');
    return id && /^[\w-]{6,20}$/.test(id) ? { provider: 'youtube', id } : null;
  }
  if (VIMEO_HOSTS.includes(host)) {
    const id = parts.find((p) => /^\d{3,12}$/.test(p));
    return id ? { provider: 'vimeo', id } : null;
  }
  return null;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The clean iframe stored for a video (only our own attributes survive). */
export function videoEmbedHtml(video: EmbedVideo, title: string): string {
  const t = escapeAttr(title);
  return video.provider === 'youtube'
    ? `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${video.id}" title="${t}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`
    : `<iframe src="https://player.vimeo.com/video/${video.id}" width="640" height="360" title="${t}" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`;
}

// ---------------------------------------------------------------------------------------------
// Field rules.

const EMAIL = EMAIL_PATTERN;
const PHONE = /^[+()\d][\d\s().\-/x+]{3,40}$/i;

/** An absolute http(s) address with a dotted host, under the one link rule (links.ts). */
export function isHttpUrl(value: string): boolean {
  if (!isSafeHttpUrl(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const isValidDate = (value: string) => !Number.isNaN(new Date(value).getTime());
/** A date JavaScript takes but PostgreSQL and the DateTime scalar do not (years outside 0001–9999). */
const outsideDateRange = (value: string) => {
  const check = checkIsoDateTime(value);
  return !check.ok && check.reason === 'range';
};
const blank = (value: string | null | undefined) => !value || !value.trim();
const clean = (value: string | null | undefined): string | null => (blank(value) ? null : (value as string).trim());
/** Rich text with no words in it ('', `<p></p>`, `<p>&nbsp;</p>`). */
export const richTextBlank = (html: string | null | undefined): boolean =>
  !html || !html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/gi, ' ').trim();
/** A sidebar panel the editor left empty (no title, no text): dropped on save, never an error. */
const blankSidebar = (panel: unknown): boolean =>
  isRecord(panel) && (panel.title == null || (typeof panel.title === 'string' && blank(panel.title))) && (panel.body == null || (typeof panel.body === 'string' && richTextBlank(panel.body)));

export type FieldErrors = Record<string, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** details as an object (null, arrays and scalars count as empty). */
export function detailsOf(doc: Pick<ContentDocument, 'details'>): ContentDetailsDocument {
  return isRecord(doc.details) ? (doc.details as ContentDetailsDocument) : {};
}

function checkText(errors: FieldErrors, key: string, value: string | null | undefined, max: number, required = false) {
  if (blank(value)) {
    if (required) errors[key] = REQUIRED;
  } else if ((value as string).trim().length > max) errors[key] = `At most ${max} characters.`;
}

function checkUrl(errors: FieldErrors, key: string, value: string | null | undefined, required = false) {
  if (blank(value)) {
    if (required) errors[key] = REQUIRED;
  } else if ((value as string).length > CONTENT_LIMITS.url || !isHttpUrl((value as string).trim())) {
    const problem = linkProblem((value as string).trim(), { allow: 'url' });
    errors[key] = linkMessage(problem ?? 'invalidUrl', 'Enter a full web address starting with http:// or https://.', 'url');
  }
}

function checkDate(errors: FieldErrors, key: string, value: string | null | undefined, required = false) {
  if (blank(value)) {
    if (required) errors[key] = REQUIRED;
  } else if (!isValidDate(value as string)) errors[key] = 'Enter a valid date and time.';
  else if (outsideDateRange(value as string)) errors[key] = DATE_RANGE_MESSAGE;
}

/** `end` must not be before `start` (both valid dates). */
function checkRange(errors: FieldErrors, endKey: string, start: string | null | undefined, end: string | null | undefined, message: string, strict: boolean) {
  if (blank(start) || blank(end) || errors[endKey]) return;
  const a = new Date(start as string).getTime();
  const b = new Date(end as string).getTime();
  if (Number.isNaN(a) || Number.isNaN(b)) return;
  if (strict ? b <= a : b < a) errors[endKey] = message;
}

function checkIds(errors: FieldErrors, key: string, ids: readonly number[] | null | undefined) {
  if (ids && ids.length > CONTENT_LIMITS.ids) errors[key] = `At most ${CONTENT_LIMITS.ids} items.`;
  else if (ids?.some((id) => !Number.isInteger(id) || id < 1)) errors[key] = 'Contains an invalid id.';
}

/**
 * Every rule that needs no database, keyed by field path (`websiteSchedules.0.end`,
 * `details.fileAssetId`, `venue.name`). Empty when the document is valid.
 */
export function validateContentDocument(doc: ContentDocument): FieldErrors {
  const errors: FieldErrors = {};
  if (!(CONTENT_TYPES as readonly string[]).includes(doc.type)) errors.type = 'Choose one of the content types.';
  if (!(CONTENT_STATUS_VALUES as readonly number[]).includes(doc.status)) errors.status = 'Must be 0 (Deleted), 1 (Published) or 2 (Draft).';
  checkText(errors, 'name', doc.name, CONTENT_LIMITS.name, true);
  checkText(errors, 'seoTitle', doc.seoTitle, CONTENT_LIMITS.seoTitle);
  checkText(errors, 'teaser', doc.teaser, CONTENT_LIMITS.teaser);
  if (doc.body && doc.body.length > CONTENT_LIMITS.body) errors.body = `At most ${CONTENT_LIMITS.body} characters.`;
  if (!blank(doc.manualAlias)) {
    const slug = slugify(doc.manualAlias as string);
    if (!slug) errors.manualAlias = 'Use letters or digits (they become a URL slug such as my-article).';
    else if ((doc.manualAlias as string).trim().length > CONTENT_LIMITS.manualAlias * 2) errors.manualAlias = `At most ${CONTENT_LIMITS.manualAlias} characters.`;
  } else if (!blank(doc.name) && !slugify(doc.name)) {
    errors.manualAlias = 'The name gives no URL slug; enter an alias with letters or digits.';
  }
  checkDate(errors, 'published', doc.published);
  checkDate(errors, 'unpublished', doc.unpublished);
  checkRange(errors, 'unpublished', doc.published, doc.unpublished, 'Must be after the published date.', true);

  const schedules = doc.websiteSchedules ?? [];
  if (schedules.length > CONTENT_LIMITS.schedules) errors.websiteSchedules = `At most ${CONTENT_LIMITS.schedules} schedules.`;
  const seen = new Set<string>();
  schedules.forEach((s, i) => {
    const key = `websiteSchedules.${i}`;
    if (s.sectionId == null) errors[`${key}.sectionId`] = REQUIRED;
    const option = s.option ?? 'Standard';
    if (!(SCHEDULE_OPTIONS as readonly string[]).includes(option)) errors[`${key}.option`] = `Choose one of ${SCHEDULE_OPTIONS.join(', ')}.`;
    checkDate(errors, `${key}.start`, s.start);
    checkDate(errors, `${key}.end`, s.end);
    checkRange(errors, `${key}.end`, s.start, s.end, 'Must be after the start.', true);
    const pair = `${s.sectionId}:${option}`;
    if (s.sectionId != null && seen.has(pair)) errors[`${key}.sectionId`] = 'This section is already scheduled with this option.';
    seen.add(pair);
  });

  checkIds(errors, 'taxonomyIds', doc.taxonomyIds);
  checkIds(errors, 'authorIds', doc.authorIds);
  checkIds(errors, 'imageIds', doc.imageIds);
  checkIds(errors, 'membershipIds', doc.membershipIds);
  const labels = doc.labels ?? [];
  if (labels.length > CONTENT_LIMITS.labels) errors.labels = `At most ${CONTENT_LIMITS.labels} labels.`;
  else if (labels.some((l) => blank(l) || l.trim().length > CONTENT_LIMITS.label)) errors.labels = `Each label needs 1 to ${CONTENT_LIMITS.label} characters.`;
  checkText(errors, 'gatingSurveyType', doc.gatingSurveyType, 100);
  checkText(errors, 'metadata.description', doc.metadata?.description, CONTENT_LIMITS.description);
  const keywords = doc.metadata?.keywords ?? [];
  if (keywords.length > CONTENT_LIMITS.keywords) errors['metadata.keywords'] = `At most ${CONTENT_LIMITS.keywords} keywords.`;
  else if (keywords.some((k) => blank(k) || k.trim().length > CONTENT_LIMITS.keyword)) errors['metadata.keywords'] = `Each keyword needs 1 to ${CONTENT_LIMITS.keyword} characters.`;

  validateTypeFields(doc, errors);
  return errors;
}

/** The type-specific rules (spec: issue 4 §1). Fields of other types are only format-checked. */
function validateTypeFields(doc: ContentDocument, errors: FieldErrors) {
  const type = doc.type;
  const d = detailsOf(doc);
  const has = (f: TypeField) => (CONTENT_TYPES as readonly string[]).includes(type) && hasTypeField(type, f);
  const published = doc.status === 1;

  checkDate(errors, 'startDate', doc.startDate, has('eventDates'));
  checkDate(errors, 'endDate', doc.endDate);
  checkRange(errors, 'endDate', doc.startDate, doc.endDate, 'Must not be before the start date.', false);

  checkUrl(errors, 'linkUrl', doc.linkUrl, has('linkUrl') && (type === 'Promotion' || type === 'Webinar'));
  if (!blank(doc.embedCode)) {
    if ((doc.embedCode as string).length > CONTENT_LIMITS.embedCode || !parseVideoEmbed(doc.embedCode as string)) errors.embedCode = EMBED_MESSAGE;
  } else if (has('embedCode')) errors.embedCode = REQUIRED;

  for (const key of ['name', 'address1', 'address2', 'city', 'postalCode', 'region', 'country'] as const) {
    checkText(errors, `venue.${key}`, doc.venue?.[key], CONTENT_LIMITS.shortText);
  }
  if (has('venue') && published && blank(doc.venue?.name) && blank(doc.venue?.address1) && blank(doc.venue?.city)) {
    errors['venue.name'] = 'An event needs a venue or an address.';
  }
  for (const key of ['address1', 'address2', 'city', 'postalCode', 'state', 'country'] as const) {
    checkText(errors, key, doc[key], CONTENT_LIMITS.shortText);
  }

  if (doc.details != null && !isRecord(doc.details)) errors.details = 'Must be an object of type-specific fields.';
  else if (detailsLength(d) > CONTENT_LIMITS.details) errors.details = DETAILS_TOO_LONG;
  checkUrl(errors, 'details.website', d.website);
  if (!blank(d.email) && !EMAIL.test((d.email as string).trim())) errors['details.email'] = 'Enter a valid e-mail address.';
  if (!blank(d.phone) && !PHONE.test((d.phone as string).trim())) errors['details.phone'] = 'Enter a valid phone number.';
  for (const key of ['firstName', 'lastName', 'jobTitle', 'productModel', 'linkLabel'] as const) {
    checkText(errors, `details.${key}`, d[key] as string | null | undefined, CONTENT_LIMITS.shortText);
  }
  if (d.contactIds != null && (!Array.isArray(d.contactIds) || d.contactIds.some((id) => !Number.isInteger(id)))) {
    errors['details.contactIds'] = 'Contains an invalid id.';
  } else if (Array.isArray(d.contactIds) && d.contactIds.length > CONTENT_LIMITS.ids) errors['details.contactIds'] = `At most ${CONTENT_LIMITS.ids} items.`;
  if (has('person') && blank(d.firstName) && blank(d.lastName) && published) errors['details.lastName'] = 'A contact needs a first or last name.';
  for (const key of ['fileAssetId', 'audioAssetId'] as const) {
    const v = d[key];
    if (v != null && (!Number.isInteger(v) || (v as number) < 1)) errors[`details.${key}`] = 'Choose a file from the media library.';
  }
  if (type === 'Document' && d.fileAssetId == null) errors['details.fileAssetId'] = REQUIRED;
  checkUrl(errors, 'details.audioUrl', d.audioUrl);
  checkSidebars(errors, d.sidebars);
  if (has('audio') && published && blank(d.audioUrl) && d.audioAssetId == null) errors['details.audioUrl'] = 'A podcast needs an audio URL or an audio file.';
  const duration = d.durationSeconds;
  if (duration != null && (!Number.isInteger(duration) || (duration as number) < 0 || (duration as number) > CONTENT_LIMITS.durationSeconds)) {
    errors['details.durationSeconds'] = `Must be a whole number of seconds between 0 and ${CONTENT_LIMITS.durationSeconds}.`;
  }
  if (has('galleryImages') && published && !(doc.imageIds?.length || doc.primaryImageId)) errors.imageIds = 'A media gallery needs at least one image.';
}

export const DETAILS_TOO_LONG = `The type-specific fields are too long: at most ${CONTENT_LIMITS.details.toLocaleString('en-US')} characters (sidebars apart).`;

/** Characters of the type-specific fields as JSON, sidebars apart. */
function detailsLength(details: ContentDetailsDocument): number {
  const { sidebars: _sidebars, ...fields } = details;
  return JSON.stringify(fields).length;
}

/**
 * details.sidebars (content_sidebars block): at most 10 panels, each with a body (rich text with
 * words in it) and an optional title. Panels left wholly empty are not errors: saving drops them.
 * Errors are keyed by the panel's index in the input (`details.sidebars.2.body`), which is the
 * index the editor shows.
 */
function checkSidebars(errors: FieldErrors, sidebars: unknown) {
  if (sidebars == null) return;
  const L = CONTENT_SIDEBAR_LIMITS;
  if (!Array.isArray(sidebars)) {
    errors['details.sidebars'] = 'Must be a list of sidebars.';
    return;
  }
  // A list-level message only: row messages under a path that holds a message would clash.
  if (sidebars.length > L.sidebars) {
    errors['details.sidebars'] = `At most ${L.sidebars} sidebars.`;
    return;
  }
  sidebars.forEach((panel: unknown, i) => {
    const key = `details.sidebars.${i}`;
    if (!isRecord(panel)) {
      errors[`${key}.body`] = REQUIRED;
      return;
    }
    if (blankSidebar(panel)) return;
    const { title, body } = panel as ContentSidebarDocument;
    if (title != null && typeof title !== 'string') errors[`${key}.title`] = 'Must be text.';
    else checkText(errors, `${key}.title`, title, L.title);
    if (typeof body !== 'string' || richTextBlank(body)) errors[`${key}.body`] = REQUIRED;
    else if (body.length > L.body) errors[`${key}.body`] = `At most ${L.body} characters.`;
  });
}

/** The panels kept: titles trimmed (blank → null), bodies trimmed, wholly empty panels dropped. */
function normaliseSidebars(sidebars: unknown): ContentSidebarDocument[] {
  if (!Array.isArray(sidebars)) return [];
  return sidebars.flatMap((panel: unknown) => {
    if (!isRecord(panel) || blankSidebar(panel)) return [];
    const { title, body } = panel as ContentSidebarDocument;
    return [{ title: typeof title === 'string' ? clean(title) : null, body: typeof body === 'string' ? body.trim() : '' }];
  });
}

/** Trims texts, drops blanks and duplicates, defaults the schedule option; the stored shape. */
export function normaliseContentDocument(doc: ContentDocument): ContentDocument {
  const unique = (ids: readonly number[] | null | undefined) => [...new Set(ids ?? [])];
  const d = detailsOf(doc);
  const details: ContentDetailsDocument = {};
  for (const [key, value] of Object.entries(d)) {
    if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) continue;
    details[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (Array.isArray(details.contactIds)) details.contactIds = unique(details.contactIds as number[]);
  const sidebars = normaliseSidebars(d.sidebars);
  if (sidebars.length) details.sidebars = sidebars;
  else delete details.sidebars;
  const venue = doc.venue
    ? Object.fromEntries(Object.entries(doc.venue).map(([k, v]) => [k, clean(v as string | null | undefined)]))
    : null;
  return {
    ...doc,
    name: doc.name.trim(),
    teaser: clean(doc.teaser),
    body: clean(doc.body),
    seoTitle: clean(doc.seoTitle),
    manualAlias: blank(doc.manualAlias) ? null : slugify(doc.manualAlias as string),
    published: clean(doc.published),
    unpublished: clean(doc.unpublished),
    primarySectionId: doc.primarySectionId ?? null,
    websiteSchedules: (doc.websiteSchedules ?? []).map((s) => ({ sectionId: s.sectionId, option: s.option ?? 'Standard', start: clean(s.start), end: clean(s.end) })),
    taxonomyIds: unique(doc.taxonomyIds),
    authorIds: unique(doc.authorIds),
    primaryImageId: doc.primaryImageId ?? null,
    imageIds: unique(doc.imageIds),
    labels: [...new Set((doc.labels ?? []).map((l) => l.trim()))],
    companyId: doc.companyId ?? null,
    membershipIds: unique(doc.membershipIds),
    userRegistrationRequired: doc.userRegistrationRequired ?? false,
    gatingSurveyType: clean(doc.gatingSurveyType),
    excludeAds: Object.fromEntries(EXCLUDE_AD_KEYS.map((k) => [k, doc.excludeAds?.[k] ?? false])),
    metadata: { description: clean(doc.metadata?.description), keywords: [...new Set((doc.metadata?.keywords ?? []).map((k) => k.trim()))] },
    startDate: clean(doc.startDate),
    endDate: clean(doc.endDate),
    venue: venue && Object.values(venue).some((v) => v !== null) ? venue : null,
    address1: clean(doc.address1),
    address2: clean(doc.address2),
    city: clean(doc.city),
    postalCode: clean(doc.postalCode),
    state: clean(doc.state),
    country: clean(doc.country),
    linkUrl: clean(doc.linkUrl),
    embedCode: blank(doc.embedCode) ? null : (doc.embedCode as string).trim(),
    details,
  };
}
