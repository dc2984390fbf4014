import type { ContactsSettings, MeigSettings, PodcastsSettings, SiteSettings } from '../../../shared/settings/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { checkIco } from './ico.js';
import { findAssets, findContentTypes, findSectionIds } from './repo.js';

/**
 * Checks of a settings document that need the database or the stored files: referenced images,
 * sections and content must belong to the site, and the favicon must really be a square .ico.
 * Each returns field errors keyed like the schema's ('general.favicon').
 */
type FieldErrors = Record<string, string>;

export const SETTINGS_MESSAGES = {
  imageMissing: 'Choose an image from the media library of this site.',
  faviconMissing: 'Choose the favicon file from the media library of this site.',
  faviconNotIco: 'The favicon must be an .ico file.',
  faviconNotSquare: (w: number, h: number) => `The favicon must have a square aspect ratio (this one is ${w}×${h}).`,
  sectionMissing: 'This section does not exist on this site.',
  contentNotOfType: (id: number, type: string) => `${id} is not ${type === 'Company' ? 'a Company' : 'a Contact'} of this site.`,
} as const;

async function checkImages(ctx: GraphQLContext, fields: Record<string, number | null>, errors: FieldErrors): Promise<void> {
  const ids = Object.values(fields).filter((id): id is number => id !== null);
  const found = await findAssets(ctx.db, ctx.tenant.id, ids);
  for (const [path, id] of Object.entries(fields)) {
    if (id !== null && found.get(id)?.kind !== 'image') errors[path] = SETTINGS_MESSAGES.imageMissing;
  }
}

async function checkSections(ctx: GraphQLContext, fields: Record<string, number[]>, errors: FieldErrors): Promise<void> {
  const found = await findSectionIds(ctx.db, ctx.tenant.id, Object.values(fields).flat());
  for (const [path, ids] of Object.entries(fields)) {
    if (ids.some((id) => !found.has(id))) errors[path] = SETTINGS_MESSAGES.sectionMissing;
  }
}

async function checkContent(ctx: GraphQLContext, type: 'Contact' | 'Company', fields: Record<string, number[]>, errors: FieldErrors): Promise<void> {
  const found = await findContentTypes(ctx.db, ctx.tenant.id, Object.values(fields).flat());
  for (const [path, ids] of Object.entries(fields)) {
    const wrong = ids.find((id) => found.get(id) !== type);
    if (wrong !== undefined) errors[path] = SETTINGS_MESSAGES.contentNotOfType(wrong, type);
  }
}

/** 001 §5: the favicon is "an .ico file with a square aspect ratio" — read from the stored bytes. */
async function checkFavicon(ctx: GraphQLContext, id: number | null, errors: FieldErrors): Promise<void> {
  if (id === null) return;
  const asset = (await findAssets(ctx.db, ctx.tenant.id, [id])).get(id);
  if (!asset) {
    errors['general.favicon'] = SETTINGS_MESSAGES.faviconMissing;
    return;
  }
  const bytes = await ctx.services.storage.get(asset.storageKey);
  const result = bytes ? checkIco(bytes) : ({ ok: false, reason: 'not-ico' } as const);
  if (result.ok) return;
  errors['general.favicon'] =
    result.reason === 'not-square' && result.width !== undefined && result.height !== undefined
      ? SETTINGS_MESSAGES.faviconNotSquare(result.width, result.height)
      : SETTINGS_MESSAGES.faviconNotIco;
}

export async function siteSettingsReferenceErrors(ctx: GraphQLContext, s: SiteSettings): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  await checkImages(
    ctx,
    {
      'header.logo': s.header.logo,
      'header.prestitialLogo': s.header.prestitialLogo,
      'footer.logo': s.footer.logo,
      'inquiryForm.headerImage': s.inquiryForm.headerImage,
      'contactUs.headerImage': s.contactUs.headerImage,
    },
    errors,
  );
  await checkSections(
    ctx,
    { 'sectionTree.parentSections': s.sectionTree.parentSections, 'leaders.sectionId': s.leaders.sectionId === null ? [] : [s.leaders.sectionId] },
    errors,
  );
  await checkFavicon(ctx, s.general.favicon, errors);
  return errors;
}

export async function contactsReferenceErrors(ctx: GraphQLContext, s: ContactsSettings): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  await checkContent(ctx, 'Contact', Object.fromEntries(s.groups.map((g, i) => [`groups.${i}.contacts`, g.contacts])), errors);
  return errors;
}

export async function podcastsReferenceErrors(ctx: GraphQLContext, s: PodcastsSettings): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  await checkImages(ctx, Object.fromEntries(s.podcasts.map((p, i) => [`podcasts.${i}.image`, p.image])), errors);
  return errors;
}

export async function meigReferenceErrors(ctx: GraphQLContext, s: MeigSettings): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  await checkSections(ctx, { sectionId: s.sectionId === null ? [] : [s.sectionId] }, errors);
  await checkContent(ctx, 'Company', { featuredCompanies: s.featuredCompanies }, errors);
  return errors;
}
