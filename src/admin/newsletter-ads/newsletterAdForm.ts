import type { GetNewsletterAdQuery, NewsletterAdInput, NewsletterAdPlacement } from '../../gql/graphql.js';
import { zonedDateParts } from '../../shared/dates.js';
import { MESSAGES } from '../../shared/messages.js';
import { checkNewsletterAd } from '../../shared/newsletterAds.js';
import { isNewsletterAdPlacement } from '../../shared/newsletterBlocks.js';
import { formErrorsOf } from '../settings/SettingsDocumentForm.js';

type NewsletterAd = GetNewsletterAdQuery['getNewsletterAd'];

/** One schedule entry as the form holds it: selects hold strings, dates are 'YYYY-MM-DD' (Central time day). */
export interface AdScheduleFormValues {
  templateId: string | null;
  startDate: string | null;
  endDate: string | null;
  position: number | null;
  orderId: string;
  lineItemId: string;
}

/**
 * The newsletter ad form's values. The names are those of NewsletterAdInput (schedules by index),
 * so the server's field messages land on their fields. `companyMode` picks an existing company
 * (`companyId`, an async select) or a new one (`newCompanyName`, created with the ad).
 */
export interface NewsletterAdFormValues {
  title: string;
  campaignName: string;
  companyMode: 'existing' | 'new';
  companyId: string | null;
  newCompanyName: string;
  logoUrl: string;
  imageUrl: string;
  placement: string | null;
  label: string;
  url: string;
  body: string;
  adCategory: string;
  ctaLabel: string;
  /** '10', '5' or '1'. */
  priority: string | null;
  schedules: AdScheduleFormValues[];
}

export function newScheduleValues(): AdScheduleFormValues {
  return { templateId: null, startDate: null, endDate: null, position: null, orderId: '', lineItemId: '' };
}

export function newNewsletterAdValues(): NewsletterAdFormValues {
  return {
    title: '',
    campaignName: '',
    companyMode: 'existing',
    companyId: null,
    newCompanyName: '',
    logoUrl: '',
    imageUrl: '',
    placement: null,
    label: '',
    url: '',
    body: '',
    adCategory: '',
    ctaLabel: '',
    priority: '10',
    schedules: [newScheduleValues()],
  };
}

/** The Central time calendar day of a stored instant (schedules are stored at 5 PM Central). */
export function centralDay(iso: string): string {
  const { year, month, day } = zonedDateParts(iso);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function newsletterAdFormValues(ad: NewsletterAd): NewsletterAdFormValues {
  return {
    title: ad.title,
    campaignName: ad.campaignName,
    companyMode: 'existing',
    companyId: String(ad.companyId),
    newCompanyName: '',
    logoUrl: ad.logoUrl,
    imageUrl: ad.imageUrl,
    placement: ad.placement,
    label: ad.label,
    url: ad.url,
    body: ad.body,
    adCategory: ad.adCategory,
    ctaLabel: ad.ctaLabel,
    priority: String(ad.priority),
    schedules: ad.schedules.map((s) => ({
      templateId: String(s.templateId),
      startDate: centralDay(s.startDate),
      endDate: centralDay(s.endDate),
      position: s.position,
      orderId: s.orderId,
      lineItemId: s.lineItemId,
    })),
  };
}

const idOf = (value: string | null | undefined) => (value == null || value === '' || !Number.isFinite(Number(value)) ? null : Number(value));

/** saveNewsletterAd's input: no id to create; the id and the version the edit started from to update. */
export function toNewsletterAdInput(values: NewsletterAdFormValues, existing?: { id: number; version: number }): NewsletterAdInput {
  const placement = values.placement ?? '';
  const newCompany = values.companyMode === 'new';
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    title: values.title ?? '',
    campaignName: values.campaignName ?? '',
    companyId: newCompany ? null : idOf(values.companyId),
    newCompanyName: newCompany ? (values.newCompanyName ?? '') : '',
    logoUrl: values.logoUrl ?? '',
    imageUrl: values.imageUrl ?? '',
    placement: isNewsletterAdPlacement(placement) ? (placement as NewsletterAdPlacement) : null,
    label: values.label ?? '',
    url: values.url ?? '',
    body: values.body ?? '',
    adCategory: values.adCategory ?? '',
    ctaLabel: values.ctaLabel ?? '',
    priority: idOf(values.priority) ?? 10,
    schedules: (values.schedules ?? []).map((s) => ({
      templateId: idOf(s.templateId),
      startDate: s.startDate ?? null,
      endDate: s.endDate ?? null,
      position: s.position ?? null,
      orderId: s.orderId ?? '',
      lineItemId: s.lineItemId ?? '',
    })),
  };
}

/**
 * The shared rules (src/shared/newsletterAds.ts) as final-form errors, plus the company: the chosen
 * one, or the name of the new one. The server applies the same, plus the site's companies and
 * templates.
 */
export function validateNewsletterAdForm(values: NewsletterAdFormValues): object | undefined {
  const input = toNewsletterAdInput(values);
  const errors = (formErrorsOf(checkNewsletterAd(input)) ?? {}) as Record<string, unknown>;
  if (values.companyMode === 'new' && !(values.newCompanyName ?? '').trim()) errors.newCompanyName = MESSAGES.fieldRequired;
  if (values.companyMode !== 'new' && input.companyId == null) errors.companyId = MESSAGES.fieldRequired;
  return Object.keys(errors).length > 0 ? errors : undefined;
}

type Schedule = Pick<NewsletterAd['schedules'][number], 'templateName' | 'startDate' | 'endDate' | 'position'>;

/** The entry the list shows: the one running or next to run at `now`, else the last one; null without entries. */
export function nextSchedule<S extends Schedule>(schedules: readonly S[], now: Date): S | null {
  const upcoming = schedules.filter((s) => new Date(s.endDate) >= now).sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  return upcoming[0] ?? [...schedules].sort((a, b) => Date.parse(b.endDate) - Date.parse(a.endDate))[0] ?? null;
}
