import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CONTRACT_STATUS, DEFAULT_CONTRACT_SETTINGS, contractPlaceholderValues, fillContractTemplate, type ContractSettings } from '../../../shared/contracts.js';
import type { Db } from '../client.js';
import { contracts, tenants } from '../schema/index.js';
import type { SeededPerson } from './persons.js';
import type { ContractSeed } from './types.js';
import { daysFrom, required } from './util.js';

/**
 * The contracts demo (docs/contracts.md "Demo data"): every seeded site has contracts in each
 * status — drafts, one sent with a live link, approved ones with their approval record — whose
 * terms are the site's seeded template (below, stored as the contractSettings document by
 * siteSettings.ts) filled for each contract.
 */
export function contractSettingsSeed(): ContractSettings {
  return {
    ...DEFAULT_CONTRACT_SETTINGS,
    termsTemplate: [
      '<h2>Contributor agreement: [title]</h2>',
      '<p>This agreement is made on [date] between <strong>[sitename]</strong> (“the publisher”) and <strong>[contributor]</strong> (“the contributor”).</p>',
      '<h3>1. The work</h3>',
      '<p>[description]</p>',
      '<p>The contributor delivers the work by the dates agreed with the editor. The publisher may edit the work for length, style and accuracy.</p>',
      '<h3>2. Payment</h3>',
      '<ul><li>Rate: [rate]</li><li>Payment terms: [paymentterms]</li><li>Expenses are paid only when agreed in writing beforehand.</li></ul>',
      '<h3>3. Rights</h3>',
      '<ol><li>The contributor grants the publisher the first right to publish the work in print and online.</li><li>The publisher may keep the work in its archives and newsletters without further payment.</li><li>Other rights stay with the contributor.</li></ol>',
      '<h3>4. Warranties</h3>',
      '<p>The contributor confirms the work is original, does not infringe anyone’s rights and discloses any conflict of interest.</p>',
    ].join(''),
    defaultPaymentTerms: 'Net 30 days from acceptance of the work; invoices to accounts@publisher.example.',
  };
}

/** A stable demo nonce per contract (the live link of a seeded sent contract). */
const demoNonce = (tenantId: number, title: string) => createHash('sha256').update(`demo-contract:${tenantId}:${title}`).digest('base64url').slice(0, 22);

export async function insertContracts(
  db: Db,
  input: { tenantId: number; seeds: readonly ContractSeed[]; persons: ReadonlyMap<string, SeededPerson>; now: Date },
): Promise<number> {
  const { tenantId, seeds, now } = input;
  if (seeds.length === 0) return 0;
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const settings = contractSettingsSeed();
  await db.insert(contracts).values(
    seeds.map((c, i) => {
      const person = required(input.persons, c.contributor, 'contract contributor');
      const approved = c.approvedDaysAgo === null ? null : daysFrom(now, -c.approvedDaysAgo, 14);
      const sentDaysAgo = c.approvedDaysAgo !== null ? c.approvedDaysAgo + 2 : (c.sentDaysAgo ?? null);
      const sentAt = sentDaysAgo === null ? null : daysFrom(now, -sentDaysAgo, 15);
      const createdAt = daysFrom(now, -((sentDaysAgo ?? 0) + 5 + i));
      const status = approved ? CONTRACT_STATUS.approved : sentAt ? CONTRACT_STATUS.sent : CONTRACT_STATUS.draft;
      const rateUnit = c.rateUnit ?? 'flat';
      const paymentTerms = settings.defaultPaymentTerms;
      const values = contractPlaceholderValues({
        contributorName: person.fullName,
        title: c.title,
        description: c.description,
        amountCents: c.amountCents,
        rateUnit,
        paymentTerms,
        siteName: tenant?.name ?? '',
        date: createdAt,
      });
      return {
        tenantId,
        contributorId: person.id,
        title: c.title,
        description: c.description,
        amountCents: c.amountCents,
        rateUnit,
        paymentTerms,
        terms: fillContractTemplate(settings.termsTemplate, values).text,
        status,
        sentAt,
        linkNonce: sentAt ? demoNonce(tenantId, c.title) : null,
        approved,
        signatureName: approved ? person.fullName : null,
        // Documentation addresses (RFC 5737): the demo's approvals came from nowhere real.
        approvedIp: approved ? `203.0.113.${10 + i}` : null,
        approvedUserAgent: approved ? 'Mozilla/5.0 (demo seed)' : null,
        createdAt,
        updatedAt: approved ?? sentAt ?? createdAt,
      };
    }),
  );
  return seeds.length;
}
