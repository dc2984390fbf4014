// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSimulationBanner } from './simulationBanner.js';
import { fakeTransport, graphQLError, resetBrowserState, sessionOver, settle, userInfo } from './testKit.js';

afterEach(resetBrowserState);

const signedInAs = (simulating: boolean) => {
  document.cookie = 'site_user_token=t; Path=/';
  if (simulating) document.cookie = 'site_user_simulating=1; Path=/';
};

describe('the simulation banner', () => {
  it('says who the administrator is signed in as, and ends it: the reader logged out, back to their admin page', async () => {
    signedInAs(true);
    const fake = fakeTransport({ getActiveSiteUserWithNewsletters: () => ({ getActiveSiteUserWithNewsletters: userInfo({ id: 42, firstName: 'Maria', lastName: 'Okafor' }) }), logoutSiteUser: () => ({ logoutSiteUser: true }) });
    const leave = vi.fn<(url: string) => void>();
    const banner = await showSimulationBanner(document, { transport: fake.transport, session: sessionOver(fake.transport), leave });
    expect(banner?.textContent).toContain('You are signed in as Maria Okafor from the admin');
    expect(document.body.firstElementChild).toBe(banner);
    banner!.querySelector('button')!.click();
    await settle();
    expect(fake.names()).toContain('logoutSiteUser');
    expect(leave).toHaveBeenCalledWith('/admin/site-users/42');
    expect(document.cookie).not.toContain('site_user_simulating');
  });

  it('is not shown to a reader who logged in themselves, and says why ending failed', async () => {
    signedInAs(false);
    const fake = fakeTransport({ getActiveSiteUserWithNewsletters: () => ({ getActiveSiteUserWithNewsletters: userInfo() }) });
    expect(await showSimulationBanner(document, { transport: fake.transport, session: sessionOver(fake.transport) })).toBeNull();
    signedInAs(true);
    const failing = fakeTransport({
      getActiveSiteUserWithNewsletters: () => ({ getActiveSiteUserWithNewsletters: userInfo() }),
      logoutSiteUser: () => {
        throw graphQLError('The service is down.', 'SERVICE_UNAVAILABLE');
      },
    });
    const banner = await showSimulationBanner(document, { transport: failing.transport, session: sessionOver(failing.transport), leave: vi.fn() });
    banner!.querySelector('button')!.click();
    await settle();
    expect(banner!.querySelector('[role="alert"]')?.textContent).toBe('Unable to end the sign-in: The service is down.');
  });
});
