import { setIn } from 'final-form';
import type { ContentInput } from '../../gql/graphql.js';
import {
  detailsOf,
  EXCLUDE_AD_KEYS,
  validateContentDocument,
  type ContentDocument,
  type ExcludeAdKey,
} from '../../shared/contentFields.js';
import type { ContentSidebarDocument } from '../../shared/contentSidebars.js';
import type { ContentType } from '../../shared/contentTypes.js';
import type { ScheduleOption } from '../../shared/schedules.js';

/**
 * The editor's form values and their conversion to and from the editable document (ContentInput).
 * Selects hold ids as strings (Mantine), media pickers hold numbers, blanks are ''.
 */
export interface ScheduleValues {
  sectionId: string | null;
  option: ScheduleOption;
  start: string | null;
  end: string | null;
}

/** One panel of the Sidebars list (details.sidebars): plain-text title, rich-text body ('' when blank). */
export interface SidebarValues {
  title: string;
  body: string;
}

const VENUE_KEYS = ['name', 'address1', 'address2', 'city', 'postalCode', 'region', 'country'] as const;
const ADDRESS_KEYS = ['address1', 'address2', 'city', 'postalCode', 'state', 'country'] as const;
const DETAIL_TEXT_KEYS = ['website', 'phone', 'email', 'firstName', 'lastName', 'jobTitle', 'audioUrl', 'productModel', 'linkLabel'] as const;
type VenueKey = (typeof VENUE_KEYS)[number];
type AddressKey = (typeof ADDRESS_KEYS)[number];
type DetailTextKey = (typeof DETAIL_TEXT_KEYS)[number];

export type ContentFormValues = {
  type: ContentType;
  /** '1' Published, '2' Draft, '0' Deleted. */
  status: '0' | '1' | '2';
  name: string;
  teaser: string;
  body: string;
  seoTitle: string;
  manualAlias: string;
  published: string | null;
  unpublished: string | null;
  primarySectionId: string | null;
  websiteSchedules: ScheduleValues[];
  taxonomyIds: string[];
  authorIds: string[];
  primaryImageId: number | null;
  imageIds: number[];
  labels: string[];
  companyId: string | null;
  membershipIds: string[];
  userRegistrationRequired: boolean;
  gatingSurveyType: string;
  excludeAds: Record<ExcludeAdKey, boolean>;
  metadata: { description: string; keywords: string[] };
  startDate: string | null;
  endDate: string | null;
  venue: Record<VenueKey, string>;
  linkUrl: string;
  embedCode: string;
  details: Record<DetailTextKey, string> & {
    contactIds: string[];
    fileAssetId: number | null;
    audioAssetId: number | null;
    durationSeconds: number | null;
    /** Panels of extra text (content_sidebars block), in the order the editor arranged them. */
    sidebars: SidebarValues[];
    /** Type-specific fields this editor does not show, kept as they were. */
    rest: Record<string, unknown>;
  };
} & Record<AddressKey, string>;

const text = (v: string | null | undefined) => v ?? '';
const ids = (v: readonly number[] | null | undefined) => (v ?? []).map(String);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A new item of a type: a draft with nothing filled in. */
export function newContentValues(type: ContentType): ContentFormValues {
  return valuesFromDocument({ type, status: 2, name: '' });
}

/** The form values of a stored document (getContentForEdit's editDocument). */
export function valuesFromDocument(doc: ContentDocument): ContentFormValues {
  const d = detailsOf(doc);
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(d)) {
    if (!(DETAIL_TEXT_KEYS as readonly string[]).includes(key) && !['contactIds', 'fileAssetId', 'audioAssetId', 'durationSeconds', 'sidebars'].includes(key)) rest[key] = value;
  }
  return {
    type: doc.type,
    status: String(doc.status) as ContentFormValues['status'],
    name: doc.name,
    teaser: text(doc.teaser),
    body: text(doc.body),
    seoTitle: text(doc.seoTitle),
    manualAlias: text(doc.manualAlias),
    published: doc.published ?? null,
    unpublished: doc.unpublished ?? null,
    primarySectionId: doc.primarySectionId != null ? String(doc.primarySectionId) : null,
    websiteSchedules: (doc.websiteSchedules ?? []).map((s) => ({
      sectionId: String(s.sectionId),
      option: s.option ?? 'Standard',
      start: s.start ?? null,
      end: s.end ?? null,
    })),
    taxonomyIds: ids(doc.taxonomyIds),
    authorIds: ids(doc.authorIds),
    primaryImageId: doc.primaryImageId ?? null,
    imageIds: [...(doc.imageIds ?? [])],
    labels: [...(doc.labels ?? [])],
    companyId: doc.companyId != null ? String(doc.companyId) : null,
    membershipIds: ids(doc.membershipIds),
    userRegistrationRequired: doc.userRegistrationRequired ?? false,
    gatingSurveyType: text(doc.gatingSurveyType),
    excludeAds: Object.fromEntries(EXCLUDE_AD_KEYS.map((k) => [k, doc.excludeAds?.[k] ?? false])) as Record<ExcludeAdKey, boolean>,
    metadata: { description: text(doc.metadata?.description), keywords: [...(doc.metadata?.keywords ?? [])] },
    startDate: doc.startDate ?? null,
    endDate: doc.endDate ?? null,
    venue: Object.fromEntries(VENUE_KEYS.map((k) => [k, text(doc.venue?.[k])])) as Record<VenueKey, string>,
    ...(Object.fromEntries(ADDRESS_KEYS.map((k) => [k, text(doc[k])])) as Record<AddressKey, string>),
    linkUrl: text(doc.linkUrl),
    embedCode: text(doc.embedCode),
    details: {
      ...(Object.fromEntries(DETAIL_TEXT_KEYS.map((k) => [k, str(d[k])])) as Record<DetailTextKey, string>),
      contactIds: Array.isArray(d.contactIds) ? d.contactIds.map(String) : [],
      fileAssetId: num(d.fileAssetId),
      audioAssetId: num(d.audioAssetId),
      durationSeconds: num(d.durationSeconds),
      sidebars: Array.isArray(d.sidebars)
        ? d.sidebars.map((s: ContentSidebarDocument | null) => ({ title: str(s?.title), body: str(s?.body) }))
        : [],
      rest,
    },
  };
}

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v : null);
const toIds = (v: readonly string[] | null | undefined) => (v ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0);
const toId = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));

/** The saveContent input of the form values (`id` and `version` for an update). */
export function inputFromValues(values: ContentFormValues, existing?: { id: number; version: number }): ContentInput {
  const venue = Object.fromEntries(VENUE_KEYS.map((k) => [k, blankToNull(values.venue?.[k])]));
  const details: Record<string, unknown> = { ...(values.details?.rest ?? {}) };
  for (const key of DETAIL_TEXT_KEYS) {
    const v = blankToNull(values.details?.[key]);
    if (v !== null) details[key] = v;
  }
  const contactIds = toIds(values.details?.contactIds);
  if (contactIds.length) details.contactIds = contactIds;
  for (const key of ['fileAssetId', 'audioAssetId', 'durationSeconds'] as const) {
    const v = values.details?.[key];
    if (v !== null && v !== undefined && (v as unknown) !== '') details[key] = Number(v);
  }
  // Every panel, blank ones too, so the server's `details.sidebars.{i}` messages keep the list's
  // indices; saving drops panels left wholly empty.
  const sidebars = values.details?.sidebars ?? [];
  if (sidebars.length) details.sidebars = sidebars.map((s) => ({ title: blankToNull(s?.title), body: s?.body ?? '' }));
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    type: values.type,
    status: Number(values.status),
    name: values.name ?? '',
    teaser: blankToNull(values.teaser),
    body: blankToNull(values.body),
    seoTitle: blankToNull(values.seoTitle),
    manualAlias: blankToNull(values.manualAlias),
    published: values.published ?? null,
    unpublished: values.unpublished ?? null,
    primarySectionId: toId(values.primarySectionId),
    websiteSchedules: (values.websiteSchedules ?? []).map((s) => ({
      sectionId: toId(s.sectionId) ?? 0,
      option: s.option ?? 'Standard',
      start: s.start ?? null,
      end: s.end ?? null,
    })),
    taxonomyIds: toIds(values.taxonomyIds),
    authorIds: toIds(values.authorIds),
    primaryImageId: toId(values.primaryImageId),
    imageIds: [...(values.imageIds ?? [])].map(Number),
    labels: (values.labels ?? []).map((l) => l.trim()).filter(Boolean),
    companyId: toId(values.companyId),
    membershipIds: toIds(values.membershipIds),
    userRegistrationRequired: Boolean(values.userRegistrationRequired),
    gatingSurveyType: blankToNull(values.gatingSurveyType),
    excludeAds: Object.fromEntries(EXCLUDE_AD_KEYS.map((k) => [k, Boolean(values.excludeAds?.[k])])),
    metadata: { description: blankToNull(values.metadata?.description), keywords: (values.metadata?.keywords ?? []).map((k) => k.trim()).filter(Boolean) },
    startDate: values.startDate ?? null,
    endDate: values.endDate ?? null,
    venue: Object.values(venue).some((v) => v !== null) ? venue : null,
    ...(Object.fromEntries(ADDRESS_KEYS.map((k) => [k, blankToNull(values[k])])) as Record<AddressKey, string | null>),
    linkUrl: blankToNull(values.linkUrl),
    embedCode: blankToNull(values.embedCode),
    details,
  };
}

/**
 * The shared rules (src/shared/contentFields.ts) as a final-form validator. Only messages of
 * fields the screen shows are kept: a rule about a field that is not on the screen must not block
 * the submit without a visible reason (the server reports those in the alert instead).
 */
export function validateValues(values: ContentFormValues, shownFields: ReadonlySet<string>): Record<string, unknown> {
  const errors = validateContentDocument(inputFromValues(values) as ContentDocument);
  let nested: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (shownFields.has(path)) nested = setIn(nested, path, message) as Record<string, unknown>;
  }
  return nested;
}
