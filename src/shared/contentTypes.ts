import { createGuard } from './guards';

/**
 * Content types the product publishes — spec 000 §1 and the catalogue of 000 §3.1, in the spec's order.
 */
export const CONTENT_TYPES = [
  'Article',
  'Blog',
  'Company',
  'Contact',
  'Document',
  'Event',
  'MediaGallery',
  'News',
  'Page',
  'Podcast',
  'PressRelease',
  'Product',
  'Promotion',
  'Video',
  'Webinar',
  'Whitepaper',
] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

/** The extra type "added to some selectors" (000 §3.1: "A second list adds a Section type at the front"). */
export const SECTION_TYPE = 'Section';
export type SectionType = typeof SECTION_TYPE;
export type ContentTypeOrSection = ContentType | SectionType;

export interface ContentTypeInfo<V extends string = ContentTypeOrSection> {
  readonly value: V;
  readonly label: string;
  readonly pluralLabel: string;
  /** Used in admin create/edit routes, e.g. /admin/create-content/{editKey}. */
  readonly editKey: string;
  /** Used to pick the page layout of the type. */
  readonly layoutKey: string;
}

/**
 * Spec 000 §3.1. "Labels equal the value unless stated." Spelled-out values: Company (plural Companies),
 * MediaGallery (Media Gallery, media-gallery, mediagallery), PressRelease (Press Release,
 * press-release, pressrelease — the spec marks the layout key "assumed by pattern"), Whitepaper
 * (plural White Papers). "Edit keys and layout keys other than those spelled out are derived by
 * lowercasing." Plural labels are not given for the other types; we add an "s" except for News,
 * whose English plural is "News".
 */
export const CONTENT_TYPE_CATALOGUE = [
  { value: 'Article', label: 'Article', pluralLabel: 'Articles', editKey: 'article', layoutKey: 'article' },
  { value: 'Blog', label: 'Blog', pluralLabel: 'Blogs', editKey: 'blog', layoutKey: 'blog' },
  { value: 'Company', label: 'Company', pluralLabel: 'Companies', editKey: 'company', layoutKey: 'company' },
  { value: 'Contact', label: 'Contact', pluralLabel: 'Contacts', editKey: 'contact', layoutKey: 'contact' },
  { value: 'Document', label: 'Document', pluralLabel: 'Documents', editKey: 'document', layoutKey: 'document' },
  { value: 'Event', label: 'Event', pluralLabel: 'Events', editKey: 'event', layoutKey: 'event' },
  {
    value: 'MediaGallery',
    label: 'Media Gallery',
    pluralLabel: 'Media Galleries',
    editKey: 'media-gallery',
    layoutKey: 'mediagallery',
  },
  { value: 'News', label: 'News', pluralLabel: 'News', editKey: 'news', layoutKey: 'news' },
  { value: 'Page', label: 'Page', pluralLabel: 'Pages', editKey: 'page', layoutKey: 'page' },
  { value: 'Podcast', label: 'Podcast', pluralLabel: 'Podcasts', editKey: 'podcast', layoutKey: 'podcast' },
  {
    value: 'PressRelease',
    label: 'Press Release',
    pluralLabel: 'Press Releases',
    editKey: 'press-release',
    layoutKey: 'pressrelease',
  },
  { value: 'Product', label: 'Product', pluralLabel: 'Products', editKey: 'product', layoutKey: 'product' },
  { value: 'Promotion', label: 'Promotion', pluralLabel: 'Promotions', editKey: 'promotion', layoutKey: 'promotion' },
  { value: 'Video', label: 'Video', pluralLabel: 'Videos', editKey: 'video', layoutKey: 'video' },
  { value: 'Webinar', label: 'Webinar', pluralLabel: 'Webinars', editKey: 'webinar', layoutKey: 'webinar' },
  {
    value: 'Whitepaper',
    label: 'Whitepaper',
    pluralLabel: 'White Papers',
    editKey: 'whitepaper',
    layoutKey: 'whitepaper',
  },
] as const satisfies readonly ContentTypeInfo<ContentType>[];

export const SECTION_CONTENT_TYPE_INFO = {
  value: SECTION_TYPE,
  label: 'Section',
  pluralLabel: 'Sections',
  editKey: 'section',
  layoutKey: 'section',
} as const satisfies ContentTypeInfo<SectionType>;

/** 000 §3.1: "A second list adds a Section type at the front." */
export const CONTENT_TYPE_CATALOGUE_WITH_SECTION = [
  SECTION_CONTENT_TYPE_INFO,
  ...CONTENT_TYPE_CATALOGUE,
] as const satisfies readonly ContentTypeInfo[];

/**
 * The wider enumeration of spec 002 §3 "Enumerations" (alphabetical, as listed there): the 16
 * catalogue types plus Group, Supplier and Venue (000 §1).
 */
export const CONTENT_TYPE_ENUMERATION = [
  'Article',
  'Blog',
  'Company',
  'Contact',
  'Document',
  'Event',
  'Group',
  'MediaGallery',
  'News',
  'Page',
  'Podcast',
  'PressRelease',
  'Product',
  'Promotion',
  'Supplier',
  'Venue',
  'Video',
  'Webinar',
  'Whitepaper',
] as const;

export type ContentTypeEnumerationValue = (typeof CONTENT_TYPE_ENUMERATION)[number];

export const isContentType = createGuard(CONTENT_TYPES);
export const isContentTypeEnumerationValue = createGuard(CONTENT_TYPE_ENUMERATION);

export interface ContentTypeLookupOptions {
  /** Also match the Section entry of CONTENT_TYPE_CATALOGUE_WITH_SECTION. Default false. */
  readonly includeSection?: boolean;
}

function lookupList({ includeSection = false }: ContentTypeLookupOptions): readonly ContentTypeInfo[] {
  return includeSection ? CONTENT_TYPE_CATALOGUE_WITH_SECTION : CONTENT_TYPE_CATALOGUE;
}

/** Exact, case-sensitive match on the edit key; undefined when unknown. */
export function contentTypeByEditKey(
  key: string,
  options: ContentTypeLookupOptions = {},
): ContentTypeInfo | undefined {
  return lookupList(options).find((entry) => entry.editKey === key);
}

/** Exact, case-sensitive match on the layout key; undefined when unknown. */
export function contentTypeByLayoutKey(
  key: string,
  options: ContentTypeLookupOptions = {},
): ContentTypeInfo | undefined {
  return lookupList(options).find((entry) => entry.layoutKey === key);
}

/** The catalogue entry of a content type value; undefined when the value is not one of the 16 types. */
export function contentTypeInfo(value: string): ContentTypeInfo<ContentType> | undefined {
  return CONTENT_TYPE_CATALOGUE.find((entry) => entry.value === value);
}
