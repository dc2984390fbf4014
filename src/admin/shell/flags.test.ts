import { describe, expect, it, vi } from 'vitest';
import { readShellFlags, setSiteSettingFlags, subscribeShellFlags } from './flags.js';

describe('site-settings flags', () => {
  it('are off until the session hands them over, then notify subscribers once per change', () => {
    expect(readShellFlags()).toMatchObject({ newDesign: false, companyUpdates: false, ipGating: false });
    const listener = vi.fn();
    const unsubscribe = subscribeShellFlags(listener);
    setSiteSettingFlags({ newDesign: true, companyUpdates: false });
    expect(readShellFlags()).toMatchObject({ newDesign: true, companyUpdates: false });
    expect(listener).toHaveBeenCalledTimes(1);
    // The same values again change nothing.
    setSiteSettingFlags({ newDesign: true });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setSiteSettingFlags({ newDesign: false, companyUpdates: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readShellFlags()).toMatchObject({ newDesign: false, companyUpdates: true, ipGating: false });
  });
});
