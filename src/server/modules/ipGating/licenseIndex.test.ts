import { describe, expect, it } from 'vitest';
import { parseAddress, type IpAddress } from '../../../shared/ipRanges.js';
import { buildLicenseIndex } from './licenseIndex.js';

const address = (text: string): IpAddress => {
  const parsed = parseAddress(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe('buildLicenseIndex', () => {
  const index = buildLicenseIndex([
    { id: 1, companyName: 'Northfield Controls', ranges: ['203.0.113.0/24', '2001:db8:1234::/48'] },
    { id: 2, companyName: 'Keystone Power', ranges: ['198.51.100.0/25', 'not a range', '198.51.100.128/32'] },
    { id: 3, companyName: 'No Ranges', ranges: [] },
  ]);

  it("answers the company whose range holds the address, by id and name", () => {
    expect(index.find(address('203.0.113.9'))?.data).toEqual({ id: 1, companyName: 'Northfield Controls' });
    expect(index.find(address('::ffff:203.0.113.9'))?.data).toEqual({ id: 1, companyName: 'Northfield Controls' });
    expect(index.find(address('2001:db8:1234:ffff::1'))?.data.id).toBe(1);
    expect(index.find(address('198.51.100.128'))?.data.id).toBe(2);
    expect(index.find(address('198.51.100.129'))).toBeNull();
  });

  it('skips stored values that are not ranges instead of failing the whole site', () => {
    expect(index.size).toBe(4);
  });
});
