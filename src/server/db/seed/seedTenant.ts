import { eq } from 'drizzle-orm';
import type { Storage } from '../../integrations/storage/index.js';
import type { Db } from '../client.js';
import { tenants } from '../schema/index.js';
import { HEADSHOTS, insertAssets, storeFile, storeImages, type PreparedAsset } from './assets.js';
import { insertAudience } from './audience.js';
import { insertCommerce, insertMemberships, type CommerceSummary } from './commerce.js';
import { imageKeyOf, pdfKeyOf, seedContent, type ContentSeedSummary } from './content/seedContent.js';
import { insertPersons } from './persons.js';
import { tinyPdf } from './pdf.js';
import { insertLayouts } from './layouts.js';
import { insertMagazines, type MagazineSeedSummary } from './magazines.js';
import { insertCompanyUpdates } from './companyUpdates.js';
import { insertSections } from './sections.js';
import { insertTerms } from './taxonomy.js';
import type { TenantSeed } from './types.js';

export interface TenantSeedSummary extends ContentSeedSummary, CommerceSummary, MagazineSeedSummary {
  tenantKey: string;
  tenantId: number;
  sections: number;
  layouts: number;
  assets: number;
  persons: number;
  terms: number;
  /** Company updates waiting for review (docs/company-updates.md). */
  companyUpdates: number;
}

/** Copies the tenant's images and generated PDFs into the storage (outside the transaction). */
async function prepareFiles(storage: Storage, def: TenantSeed): Promise<PreparedAsset[]> {
  const imageFiles = [...def.images, ...(def.persons.length > 0 ? HEADSHOTS : []), ...(def.logo ? [def.logo] : [])];
  const images = await storeImages(storage, def.key, imageFiles, def.imageCredit);
  const pdfs = await Promise.all(
    def.content
      .filter((c) => c.pdf)
      .map((c) => {
        const key = pdfKeyOf(def.key, c.name);
        const fileName = key.slice(key.lastIndexOf('/') + 1);
        const bytes = tinyPdf(c.name, [c.teaser, ...(c.pdf?.pages ?? []), `${def.name} - demo document.`]);
        return storeFile(storage, def.key, fileName, bytes, c.name);
      }),
  );
  return [...images, ...pdfs];
}

/**
 * Seeds one demo tenant with everything it owns, in one transaction, when the tenant does not
 * exist yet. Returns null (and writes nothing) when it exists.
 */
export async function seedTenant(db: Db, def: TenantSeed, options: { storage: Storage; now: Date }): Promise<TenantSeedSummary | null> {
  const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.tenantKey, def.key)).limit(1);
  if (existing) return null;

  // Files first: storage is not transactional, and putting the same key again is harmless.
  const files = await prepareFiles(options.storage, def);

  return db.transaction(async (tx) => {
    const [otherDefault] = def.isDefault
      ? await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.isDefault, true)).limit(1)
      : [];
    const [tenant] = await tx
      .insert(tenants)
      .values({
        tenantKey: def.key,
        name: def.name,
        abbreviation: def.abbreviation,
        domains: def.domains,
        prodEndpoint: def.prodEndpoint,
        isTest: def.isTest,
        isDefault: def.isDefault && !otherDefault,
      })
      .onConflictDoNothing()
      .returning({ id: tenants.id });
    // Created by another process meanwhile.
    if (!tenant) return null;
    const tenantId = tenant.id;

    const sections = await insertSections(tx, tenantId, def.sections);
    const assetIds = await insertAssets(tx, tenantId, files);
    const headshotIds = HEADSHOTS.map((f) => assetIds.get(imageKeyOf(def.key, f))).filter((id): id is number => id !== undefined);
    const persons = await insertPersons(tx, tenantId, def.persons, { emailDomain: def.emailDomain, headshotIds });
    const terms = await insertTerms(tx, tenantId, def.terms);
    const memberships = await insertMemberships(tx, tenantId, def.commerce);
    const contentSummary = await seedContent(tx, def.content, {
      tenantId,
      tenantKey: def.key,
      now: options.now,
      sections,
      assetIds,
      persons,
      terms,
      memberships,
      imagesBySection: def.imagesBySection,
    });
    const commerce = await insertCommerce(tx, {
      tenantId,
      tenantKey: def.key,
      abbreviation: def.abbreviation,
      seed: def.commerce,
      persons,
      now: options.now,
    });
    // After the content and the publications: the newest articles are scheduled to the newest issues.
    const magazines = await insertMagazines(tx, {
      tenantId,
      tenantKey: def.key,
      now: options.now,
      publications: def.commerce?.publications ?? [],
      images: def.images,
      assetIds,
    });
    // After the content: a company's proposal compares with its seeded profile.
    const companyUpdates = await insertCompanyUpdates(tx, { tenantId, tenantKey: def.key, now: options.now });
    const layouts = await insertLayouts(tx, tenantId, sections);
    await insertAudience(tx, tenantId, { tenantKey: def.key, emailDomain: def.emailDomain, now: options.now });
    return {
      tenantKey: def.key,
      tenantId,
      sections: sections.size,
      layouts,
      assets: assetIds.size,
      persons: persons.size,
      terms: terms.size,
      companyUpdates,
      memberships: memberships.size,
      ...contentSummary,
      ...commerce,
      ...magazines,
    };
  });
}
