import { and, eq } from 'drizzle-orm';
import type { CompanyProfileDocument } from '../../../shared/companyUpdates.js';
import { newLinkSecret } from '../../modules/companyUpdates/links.js';
import { loadCompanyState } from '../../modules/companyUpdates/profile.js';
import type { Db } from '../client.js';
import { companyUpdates, content } from '../schema/index.js';

/**
 * The demo's company update (docs/company-updates.md "Demo data"): on EDR (whose companyUpdate
 * setting is on, siteSettings.ts), Northbridge Instruments has sent changes through its link a day
 * ago and waits for review at /admin/company-updates — a new phone number and suite, a sharper
 * description, a new contact and a corrected product. Nobody holds the link (only its hash is
 * stored); editors issue new ones from the list.
 */
const COMPANY = 'Northbridge Instruments';
const DAY = 86_400_000;

export async function insertCompanyUpdates(db: Db, { tenantId, tenantKey, now }: { tenantId: number; tenantKey: string; now: Date }): Promise<number> {
  if (tenantKey !== 'edr') return 0;
  const [company] = await db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Company'), eq(content.name, COMPANY)));
  const state = company ? await loadCompanyState(db, tenantId, company.id) : null;
  if (!company || !state) return 0;
  const base = state.profile;
  const proposed: CompanyProfileDocument = {
    ...base,
    description: 'Oscilloscopes, probes and signal-integrity software for electronics design, compliance test and manufacturing.',
    phone: '+1 503 555 0188',
    address2: 'Suite 300',
    contacts: [
      ...base.contacts,
      { id: null, firstName: 'Dana', lastName: 'Whitfield', jobTitle: 'Marketing Communications Manager', email: 'dana.whitfield@northbridge-instruments.example', phone: '+1 503 555 0189' },
    ],
    products: base.products.map((product) =>
      product.name.startsWith('Northbridge NX8000')
        ? { ...product, description: 'Up to 8 GHz bandwidth, 12-bit resolution, 16 digital channels, 2 Gpoints of memory per channel and a 15.6-inch touch display.' }
        : product,
    ),
  };
  const { tokenHash } = newLinkSecret();
  await db.insert(companyUpdates).values({
    tenantId,
    companyId: company.id,
    tokenHash,
    status: 'submitted',
    proposed: proposed as unknown as Record<string, unknown>,
    base: base as unknown as Record<string, unknown>,
    submitterName: 'Dana Whitfield',
    submitterEmail: 'dana.whitfield@northbridge-instruments.example',
    submitterIp: '203.0.113.24',
    recipientEmail: 'sales@northbridge-instruments.example',
    expiresAt: new Date(now.getTime() + 27 * DAY),
    submittedAt: new Date(now.getTime() - DAY),
    createdAt: new Date(now.getTime() - 3 * DAY),
    updatedAt: new Date(now.getTime() - DAY),
  });
  return 1;
}
