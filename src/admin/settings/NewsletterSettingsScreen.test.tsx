// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Permission } from '../../shared/permissions.js';
import type { NewsletterSettings } from '../../shared/settings/index.js';
import { renderWithMantine } from '../forms/testing.js';
import { AdminSessionContext, permissionChecker, type AdminSession } from '../shell/session.js';
import { NewsletterSettingsScreen } from './NewsletterSettingsScreen.js';

// Mantine's autosize Textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

afterEach(() => {
  cleanup();
  // Toasts live in a module store (they outlive a page): each test starts without them.
  notifications.clean();
});

const PAYLOAD: NewsletterSettings = {
  groupSites: ['fot'],
  stealthLink: 'https://www.edr-demo.example/subscribe?source=stealth',
  enabledNewsletters: [
    { productId: 100101, title: 'EDR Daily', description: 'The day’s top design news.', showInSubscribeBlock: true },
    { productId: 100102, title: 'Webinar Alerts', description: 'Upcoming webinars.', showInSubscribeBlock: false },
  ],
  subscribeBlockSettings: { promoCode: 'EDRBLOCK', title: 'Get our newsletters', description: 'Free in your inbox.', buttonLabel: 'Sign up' },
  injectionSettings: { enabled: true, parameterName: 'oly_enc_id' },
};

const doc = (payload: NewsletterSettings, version: number) => ({
  __typename: 'SettingsDocument',
  id: 'newsletterSettings:1',
  key: 'newsletterSettings',
  payload,
  version,
  updated: '2026-01-05T10:00:00.000Z',
  updatedBy: 'Nora Letter',
});

const tenant = (id: number, tenantKey: string, name: string, isTest = false) => ({
  __typename: 'Tenant',
  id,
  tenantKey,
  domain: `${tenantKey}.example`,
  abbreviation: tenantKey.toUpperCase(),
  name,
  prodEndpoint: null,
  isTest,
});

type Result = { data: Record<string, unknown> } | { errors: { message: string; extensions?: Record<string, unknown> }[] };
type Handler = (variables: Record<string, unknown>) => Result;

const DEFAULT_HANDLERS: Record<string, Handler> = {
  getNewsletterSettings: () => ({ data: { getNewsletterSettings: doc(PAYLOAD, 3) } }),
  getTenantInfo: () => ({
    data: {
      getTenantInfo: {
        __typename: 'TenantInfo',
        current: { ...tenant(1, 'edr', 'Electronic Design Review'), isDefault: true },
        tenants: [tenant(1, 'edr', 'Electronic Design Review'), tenant(2, 'fot', 'Fleet Operations Today'), tenant(3, 'qa', 'QA Site', true)],
      },
    },
  }),
};

function renderScreen(handlers: Record<string, Handler> = {}, permissions: Permission[] = ['manage_newsletter_settings']) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const all = { ...DEFAULT_HANDLERS, ...handlers };
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ name, variables: operation.variables });
        const handler = all[name];
        const result = handler ? handler(operation.variables) : { data: {} };
        observer.next('errors' in result ? { data: null, errors: result.errors } : result);
        observer.complete();
      }),
  );
  const session = { can: permissionChecker(permissions), user: { isGlobal: 1, tenants: [] }, tenant: { id: 1, name: 'EDR', tenantKey: 'edr' } } as unknown as AdminSession;
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <AdminSessionContext.Provider value={session}>
        <NewsletterSettingsScreen />
      </AdminSessionContext.Provider>
    </ApolloProvider>,
  );
  return { calls, user: userEvent.setup() };
}

const items = () => screen.getAllByTestId('enabledNewsletters-item');
const saves = (calls: { name: string; variables: Record<string, unknown> }[]) => calls.filter((c) => c.name === 'saveNewsletterSettings');

// Several clicks through jsdom per test: slow on a busy 2-core machine.
describe('NewsletterSettingsScreen', { timeout: 60_000 }, () => {
  it('shows every field: group sites, stealth link, the newsletters with their products, subscribe block and injection settings', async () => {
    renderScreen();
    expect(await screen.findByDisplayValue('EDR Daily')).toBeTruthy();
    expect(screen.getByTestId('settings-version').textContent).toMatch(/^Version 3, saved by Nora Letter/);
    expect((screen.getByRole('textbox', { name: 'Stealth link' }) as HTMLInputElement).value).toBe(PAYLOAD.stealthLink);
    // The chosen group site shows by name.
    expect((document.querySelector('input[name="groupSites"]') as HTMLInputElement).value).toBe('fot');
    expect((await screen.findAllByText('Fleet Operations Today')).length).toBeGreaterThan(0);

    expect(items()).toHaveLength(2);
    const [daily, webinars] = items();
    const product = within(daily!).getByRole('textbox', { name: 'Product' }) as HTMLInputElement;
    expect(product.value).toBe('100101');
    expect(product.readOnly).toBe(true);
    expect((within(webinars!).getByRole('checkbox', { name: 'Show in subscribe block' }) as HTMLInputElement).checked).toBe(false);
    expect((within(daily!).getByRole('checkbox', { name: 'Show in subscribe block' }) as HTMLInputElement).checked).toBe(true);

    expect((screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement).value).toBe('EDRBLOCK');
    expect((screen.getByRole('textbox', { name: 'Button label' }) as HTMLInputElement).value).toBe('Sign up');
    expect((screen.getByRole('textbox', { name: 'Parameter name' }) as HTMLInputElement).value).toBe('oly_enc_id');
  });

  it('offers the other sites the user can see as group sites, not this one', async () => {
    const { user } = renderScreen();
    await screen.findByDisplayValue('EDR Daily');
    await user.click(screen.getByRole('combobox', { name: /^Group sites/ }));
    expect(await screen.findByRole('option', { name: /QA Site \(test\)/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Electronic Design Review/ })).toBeNull();
  });

  it("adds a newsletter without a product ('Assigned when you save'), reorders and removes, and shows the product the save assigned", async () => {
    const { calls, user } = renderScreen({
      saveNewsletterSettings: (variables) => {
        const sent = variables.payload as NewsletterSettings;
        const payload = { ...sent, enabledNewsletters: sent.enabledNewsletters.map((n) => (n.productId === null ? { ...n, productId: 100250 } : n)) };
        return { data: { saveNewsletterSettings: doc(payload, 4) } };
      },
    });
    await screen.findByDisplayValue('EDR Daily');
    await user.click(screen.getByRole('button', { name: 'Add newsletter' }));
    expect(items()).toHaveLength(3);
    const added = items()[2]!;
    expect((within(added).getByRole('textbox', { name: 'Product' }) as HTMLInputElement).value).toBe('');
    expect(within(added).getByText('Assigned when you save')).toBeTruthy();

    // Title and description are required (001 §5): nothing is sent without them.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await within(added).findAllByText('Field is required')).length).toBe(2);
    expect(saves(calls)).toHaveLength(0);

    await user.type(within(added).getByRole('textbox', { name: /^Title/ }), 'RF Design');
    await user.type(within(added).getByRole('textbox', { name: /^Description/ }), 'RF and microwave design, monthly.');
    // Move it to the top, and remove Webinar Alerts.
    await user.click(screen.getByRole('button', { name: 'Move RF Design up' }));
    await user.click(screen.getByRole('button', { name: 'Move RF Design up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Webinar Alerts' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const sent = saves(calls)[0]!.variables as { payload: NewsletterSettings; version: number };
    expect(sent.version).toBe(3);
    expect(sent.payload.enabledNewsletters).toEqual([
      { productId: null, title: 'RF Design', description: 'RF and microwave design, monthly.', showInSubscribeBlock: true },
      PAYLOAD.enabledNewsletters[0],
    ]);
    expect(await screen.findByText('The newsletter settings were saved.')).toBeTruthy();
    await waitFor(() => expect((within(items()[0]!).getByRole('textbox', { name: 'Product' }) as HTMLInputElement).value).toBe('100250'));
    expect(screen.queryByText('Assigned when you save')).toBeNull();
  });

  it("puts the server's field errors on their fields", async () => {
    const { user } = renderScreen({
      saveNewsletterSettings: () => ({
        errors: [
          {
            message: 'Please correct the highlighted fields.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: { 'enabledNewsletters.1.productId': 'This product is a membership’s product.', groupSites: "There is no site 'gone'." },
            },
          },
        ],
      }),
    });
    await screen.findByDisplayValue('EDR Daily');
    await user.clear(screen.getByRole('textbox', { name: 'Promo code' }));
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'EDR2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(items()[1]!).findByText('This product is a membership’s product.')).toBeTruthy();
    expect(within(items()[0]!).queryByText('This product is a membership’s product.')).toBeNull();
    expect(await screen.findByText("There is no site 'gone'.")).toBeTruthy();
    expect(screen.getByText('The newsletter settings were not saved')).toBeTruthy();
  });

  it('explains a stale save and reloads the newer version', async () => {
    let version = 3;
    const { calls, user } = renderScreen({
      getNewsletterSettings: () => ({ data: { getNewsletterSettings: doc(version === 3 ? PAYLOAD : { ...PAYLOAD, stealthLink: 'https://other.example/' }, version) } }),
      saveNewsletterSettings: () => {
        version = 5;
        return { errors: [{ message: 'These newsletter settings were changed by Nora Letter since you opened it. Reload to see their changes, then save again.', extensions: { code: 'CONFLICT' } }] };
      },
    });
    await screen.findByDisplayValue('EDR Daily');
    await user.type(screen.getByRole('textbox', { name: 'Stealth link' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('conflict');
    expect(within(alert).getByText('Someone else changed the newsletter settings')).toBeTruthy();
    expect(within(alert).getByText(/^These newsletter settings were changed by Nora Letter/)).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Stealth link' }) as HTMLInputElement).value).toBe('https://other.example/'));
    expect(screen.queryByTestId('conflict')).toBeNull();
    expect(calls.filter((c) => c.name === 'getNewsletterSettings').length).toBeGreaterThanOrEqual(2);
  });

  it('is read-only for users who may only view the site settings', async () => {
    renderScreen({}, ['view_site_settings']);
    await screen.findByDisplayValue('EDR Daily');
    expect(screen.getByTestId('settings-read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add newsletter' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});
