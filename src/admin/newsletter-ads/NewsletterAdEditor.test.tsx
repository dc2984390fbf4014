// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransportError } from '../../client/errors.js';
import type { GetNewsletterAdQuery } from '../../gql/graphql.js';
import { AD_MESSAGES } from '../../shared/newsletterAds.js';
import type { Permission } from '../../shared/permissions.js';
import { renderWithMantine } from '../forms/testing.js';
import { AdminSessionContext, permissionChecker, type AdminSession } from '../shell/session.js';
import { NewsletterAdEditor } from './NewsletterAdEditor.js';

const navigate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('vike/client/router', () => ({ navigate }));

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

afterEach(() => {
  cleanup();
  notifications.clean();
  navigate.mockClear();
});

type Ad = GetNewsletterAdQuery['getNewsletterAd'];

const stored: Ad = {
  __typename: 'NewsletterAd',
  id: 12,
  title: 'Spring sale',
  campaignName: 'Q2',
  companyId: 10000005,
  company: { __typename: 'NewsletterAdCompany', id: 10000005, name: 'Voltaic Semiconductor' },
  logoUrl: '',
  imageUrl: '',
  placement: 'sponsored_link',
  label: 'Sponsored',
  url: 'https://voltaic.example/sale',
  body: 'Twenty percent off.',
  adCategory: '',
  ctaLabel: 'Shop',
  priority: 5,
  schedules: [
    { __typename: 'NewsletterAdSchedule', id: 1, templateId: 3, templateName: 'Daily Brief', startDate: '2026-03-02T23:00:00.000Z', endDate: '2026-07-10T22:00:00.000Z', position: 2, orderId: 'O1', lineItemId: '' },
  ],
  readOnly: false,
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const templates = {
  getNewsletterTemplateStream: {
    __typename: 'NewsletterTemplateConnection',
    totalCount: 2,
    edges: [
      { __typename: 'NewsletterTemplateEdge', node: { __typename: 'NewsletterTemplate', id: 3, status: 1, payload: { __typename: 'NewsletterTemplatePayload', name: 'Daily Brief', description: null } } },
      { __typename: 'NewsletterTemplateEdge', node: { __typename: 'NewsletterTemplate', id: 4, status: 1, payload: { __typename: 'NewsletterTemplatePayload', name: 'Weekly Power', description: null } } },
    ],
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  },
};

type Handler = (variables: Record<string, unknown>) => unknown;

function renderEditor(props: { mode: 'create' } | { mode: 'edit'; id: number }, handlers: Record<string, Handler> = {}, permissions: Permission[] = ['manage_newsletter_ads']) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const all: Record<string, Handler> = {
    getNewsletterAd: () => ({ getNewsletterAd: stored }),
    getNewsletterTemplateStream: () => templates,
    getNewsletterAdCompanyOptions: () => ({ getNewsletterAdCompanyOptions: [{ __typename: 'NewsletterAdCompany', id: 10000005, name: 'Voltaic Semiconductor' }] }),
    ...handlers,
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ name, variables: operation.variables });
        try {
          const handler = all[name];
          observer.next({ data: (handler ? handler(operation.variables) : {}) as Record<string, unknown> });
          observer.complete();
        } catch (error) {
          observer.error(error);
        }
      }),
  );
  const session = { can: permissionChecker(permissions), tenant: { id: 1, name: 'EDR', tenantKey: 'edr' } } as unknown as AdminSession;
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <AdminSessionContext.Provider value={session}>
        <NewsletterAdEditor {...props} />
      </AdminSessionContext.Provider>
    </ApolloProvider>,
  );
  return { calls, user: userEvent.setup() };
}

const input = (name: RegExp | string, scope: HTMLElement = document.body) => within(scope).getByLabelText(name, { selector: 'input' }) as HTMLInputElement;

describe('NewsletterAdEditor', { timeout: 60_000 }, () => {
  it('opens a stored ad with every field and its schedule entry, and saves from its version', async () => {
    const { calls, user } = renderEditor({ mode: 'edit', id: 12 }, { saveNewsletterAd: (v) => ({ saveNewsletterAd: { ...stored, title: (v.input as { title: string }).title, version: 5 } }) });
    const title = await screen.findByLabelText(/^Title/, { selector: 'input' });
    expect((title as HTMLInputElement).value).toBe('Spring sale');
    expect(input(/^Click URL/).value).toBe('https://voltaic.example/sale');
    expect(input(/^Placement/).value).toBe('Sponsored link');
    expect(input(/^Priority/).value).toBe('House reserve (5)');
    const entry = screen.getByRole('group', { name: 'Schedule entry 1' });
    await waitFor(() => expect(input(/^Template/, entry).value).toBe('Daily Brief'));
    expect(input(/^Position/, entry).value).toBe('2');
    expect(input('Order id', entry).value).toBe('O1');
    expect(screen.getAllByText('Runs from 5 PM Central on the start date to 5 PM Central on the end date.').length).toBeGreaterThan(0);

    await user.clear(title);
    await user.type(title, 'Summer sale');
    await user.click(screen.getByRole('button', { name: 'Save newsletter ad' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'saveNewsletterAd')).toBe(true));
    expect(calls.find((c) => c.name === 'saveNewsletterAd')?.variables.input).toEqual({
      id: 12,
      version: 4,
      title: 'Summer sale',
      campaignName: 'Q2',
      companyId: 10000005,
      newCompanyName: '',
      logoUrl: '',
      imageUrl: '',
      placement: 'sponsored_link',
      label: 'Sponsored',
      url: 'https://voltaic.example/sale',
      body: 'Twenty percent off.',
      adCategory: '',
      ctaLabel: 'Shop',
      priority: 5,
      schedules: [{ templateId: 3, startDate: '2026-03-02', endDate: '2026-07-10', position: 2, orderId: 'O1', lineItemId: '' }],
    });
    expect(await screen.findByText('Summer sale was saved.')).toBeTruthy();
  });

  it("refuses a blank new ad with 'Field is required' before calling the server", async () => {
    const { calls, user } = renderEditor({ mode: 'create' });
    await user.click(await screen.findByRole('button', { name: 'Create newsletter ad' }));
    // Title, advertiser, placement, click URL, and the entry's template, dates and position.
    await waitFor(() => expect(screen.getAllByText('Field is required').length).toBe(8));
    expect(calls.some((c) => c.name === 'saveNewsletterAd')).toBe(false);
  });

  it('adds and removes schedule entries, and creates with a new company by name', async () => {
    const { calls, user } = renderEditor(
      { mode: 'create' },
      { saveNewsletterAd: () => ({ saveNewsletterAd: { ...stored, id: 77, schedules: [], version: 1 } }) },
    );
    await user.type(await screen.findByLabelText(/^Title/, { selector: 'input' }), 'Launch ad');
    await user.click(screen.getByRole('radio', { name: 'New company' }));
    await user.type(screen.getByLabelText(/^New company name/, { selector: 'input' }), 'Acme Power');
    await user.click(screen.getByRole('combobox', { name: /^Placement/ }));
    await user.click(await screen.findByRole('option', { name: 'Logo (150 × 75)' }));
    await user.type(screen.getByLabelText(/^Click URL/, { selector: 'input' }), 'https://acme.example');
    await user.click(screen.getByRole('button', { name: 'Add schedule entry' }));
    expect(screen.getAllByTestId('schedule-entry')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove schedule entry 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove schedule entry 1' }));
    expect(screen.queryAllByTestId('schedule-entry')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Create newsletter ad' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/edit-newsletter-ad/77'));
    expect(calls.find((c) => c.name === 'saveNewsletterAd')?.variables.input).toMatchObject({ title: 'Launch ad', companyId: null, newCompanyName: 'Acme Power', placement: 'logo', priority: 10, schedules: [] });
  });

  it("puts the server's field errors on their fields (schedule entries by index)", async () => {
    const { user } = renderEditor(
      { mode: 'edit', id: 12 },
      {
        saveNewsletterAd: () => {
          throw new TransportError(AD_MESSAGES.invalid, { status: 400, code: 'BAD_USER_INPUT', fieldErrors: { 'schedules.0.templateId': AD_MESSAGES.templateUnknown, companyId: AD_MESSAGES.companyUnknown } });
        },
      },
    );
    const title = await screen.findByLabelText(/^Title/, { selector: 'input' });
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save newsletter ad' }));
    const entry = screen.getByRole('group', { name: 'Schedule entry 1' });
    expect(await within(entry).findByText(AD_MESSAGES.templateUnknown)).toBeTruthy();
    expect(screen.getByText(AD_MESSAGES.companyUnknown)).toBeTruthy();
  });

  it('opens an ad a sending or sent campaign carried read-only, with the message and no save or delete', async () => {
    renderEditor({ mode: 'edit', id: 12 }, { getNewsletterAd: () => ({ getNewsletterAd: { ...stored, readOnly: true } }) });
    expect((await screen.findByTestId('read-only')).textContent).toContain(AD_MESSAGES.readOnly);
    expect(input(/^Title/).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save newsletter ad' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete ad' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add schedule entry' })).toBeNull();
  });

  it('deletes after a confirmation and goes back to the list; a refusal stays in the dialog', async () => {
    let refuse = true;
    const { calls, user } = renderEditor(
      { mode: 'edit', id: 12 },
      {
        deleteNewsletterAd: () => {
          if (refuse) throw new TransportError(AD_MESSAGES.readOnly, { status: 400, code: 'BAD_USER_INPUT' });
          return { deleteNewsletterAd: true };
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete ad' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete newsletter ad' }));
    expect(await within(dialog).findByText(AD_MESSAGES.readOnly)).toBeTruthy();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete newsletter ad' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/newsletter-ads'));
    expect(calls.filter((c) => c.name === 'deleteNewsletterAd').map((c) => c.variables)).toEqual([{ id: 12 }, { id: 12 }]);
  });
});
