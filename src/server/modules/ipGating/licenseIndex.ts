import { buildRangeIndex, parseCidr, type RangeIndex } from '../../../shared/ipRanges.js';
import type { Db } from '../../db/client.js';
import { activeCompanyRanges } from './repo.js';

/** What a lookup answers: the company whose range holds the address. */
export interface LicenseCompany {
  id: number;
  companyName: string;
}

/** A site's active companies by range (the per-site cache slot `licenseCompanies`, src/server/cache/slots.ts). */
export type LicenseIndex = RangeIndex<LicenseCompany>;

/** Stored ranges are normalised CIDR; one that does not parse (written by hand in SQL) is skipped. */
export function buildLicenseIndex(rows: readonly { id: number; companyName: string; ranges: readonly string[] }[]): LicenseIndex {
  return buildRangeIndex(
    rows.flatMap((row) =>
      row.ranges.flatMap((text) => {
        const parsed = parseCidr(text);
        return parsed.ok ? [{ range: parsed.value.range, data: { id: row.id, companyName: row.companyName } }] : [];
      }),
    ),
  );
}

export async function loadLicenseIndex(db: Db, tenantId: number): Promise<LicenseIndex> {
  return buildLicenseIndex(await activeCompanyRanges(db, tenantId));
}
