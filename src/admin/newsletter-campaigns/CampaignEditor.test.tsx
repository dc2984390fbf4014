// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransportError } from '../../client/errors.js';
import type { GetNewsletterCampaignQuery } from '../../gql/graphql.js';
import { CAMPAIGN_MESSAGES } from '../../shared/newsletterCampaigns.js';
import type { Permission } from '../../shared/permissions.js';
import { renderWithMantine } from '../forms/testing.js';
import { AdminSessionContext, permissionChecker, type AdminSession } from '../shell/session.js';
import { CampaignEditor } from './CampaignEditor.js';
import { nextIssueDate } from './campaignForm.js';

const navigate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('vike/client/router', () => ({ navigate }));

afterEach(() => {
  cleanup();
  notifications.clean();
  navigate.mockClear();
});

type Campaign = GetNewsletterCampaignQuery['getNewsletterCampaign'];

const stored: Campaign = {
  __typename: 'NewsletterCampaign',
  id: 41,
  templateId: 3,
  template: { __typename: 'NewsletterTemplate', id: 3, status: 1, payload: { __typename: 'NewsletterTemplatePayload', name: 'EDR Daily' } },
  issueDate: '2026-11-27',
  subject: 'EDR Daily – Nov. 27, 2026',
  preheader: '',
  status: 'draft',
  hideOnWeb: false,
  sendAt: null,
  sendingStartedAt: null,
  sentAt: null,
  recipientCount: 0,
  sentCount: 0,
  failedCount: 0,
  queuedCount: 0,
  webUrl: '',
  version: 6,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const sent: Campaign = {
  ...stored,
  status: 'sent',
  sendingStartedAt: '2026-11-27T12:00:00.000Z',
  sentAt: '2026-11-27T12:20:00.000Z',
  recipientCount: 4000,
  sentCount: 3990,
  failedCount: 10,
  queuedCount: 0,
  webUrl: 'https://edr.example/newsletter/41',
  version: 9,
};

const DEPLOYMENT = { days: ['mon', 'fri'] as ('mon' | 'fri')[], time: '06:00', subjectPattern: '[name] – [date]', productId: 9001 };

const template = {
  __typename: 'NewsletterTemplate',
  id: 3,
  status: 1,
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  campaignCount: 12,
  payload: { __typename: 'NewsletterTemplatePayload', name: 'EDR Daily', description: null },
  document: { name: 'EDR Daily', preheaderBlurb: 'Today in electronics', styles: { width: 800 }, deployment: DEPLOYMENT, defaultTesters: ['qa@example.com'] },
  contentLists: [],
};

const templates = {
  getNewsletterTemplateStream: {
    __typename: 'NewsletterTemplateConnection',
    totalCount: 2,
    edges: [
      { __typename: 'NewsletterTemplateEdge', node: { __typename: 'NewsletterTemplate', id: 3, status: 1, payload: { __typename: 'NewsletterTemplatePayload', name: 'EDR Daily', description: null } } },
      { __typename: 'NewsletterTemplateEdge', node: { __typename: 'NewsletterTemplate', id: 4, status: 1, payload: { __typename: 'NewsletterTemplatePayload', name: 'Weekly Power', description: null } } },
    ],
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  },
};

const rendering = (warnings: string[] = []) => ({
  previewNewsletterCampaign: {
    __typename: 'NewsletterRendering',
    subject: 'EDR Daily – Nov. 27, 2026',
    preheader: 'Today in electronics',
    html: '<html><body><p>Hello readers</p></body></html>',
    text: 'Hello readers (plain text)',
    warnings,
  },
});

type Handler = (variables: Record<string, unknown>) => unknown;

function renderEditor(props: { mode: 'create' } | { mode: 'edit'; id: number }, handlers: Record<string, Handler> = {}, permissions: Permission[] = ['manage_newsletter_campaigns']) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const all: Record<string, Handler> = {
    getNewsletterCampaign: () => ({ getNewsletterCampaign: stored }),
    getNewsletterTemplate: () => ({ getNewsletterTemplate: template }),
    getNewsletterTemplateStream: () => templates,
    previewNewsletterCampaign: () => rendering(),
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
        <CampaignEditor {...props} />
      </AdminSessionContext.Provider>
    </ApolloProvider>,
  );
  return { calls, user: userEvent.setup() };
}

const callsOf = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name);

describe('CampaignEditor', { timeout: 60_000 }, () => {
  it("creates from a template: the issue date follows its next deployment day, the subject may stay empty for its pattern", async () => {
    const { calls, user } = renderEditor({ mode: 'create' }, { saveNewsletterCampaign: () => ({ saveNewsletterCampaign: { ...stored, id: 77, version: 1 } }) });
    await user.click(await screen.findByRole('combobox', { name: /^Template/ }));
    await user.click(await screen.findByRole('option', { name: 'EDR Daily' }));
    expect(await screen.findByText("Leave empty to use the template's pattern: [name] – [date]")).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Preheader', { selector: 'input' }) as HTMLInputElement).placeholder).toBe('Today in electronics'));
    expect(screen.getByText("Central time. Defaults to the template's next deployment day.")).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Do not show this issue on the website (/newsletter/{id} and the newsletter campaigns block)' }));
    // No preview or sending before the campaign exists.
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/edit-newsletter-campaign/77'));
    expect(callsOf(calls, 'saveNewsletterCampaign')[0]?.variables.input).toEqual({
      templateId: 3,
      issueDate: nextIssueDate(DEPLOYMENT),
      subject: '',
      preheader: '',
      hideOnWeb: true,
    });
  });

  it('refuses a new campaign without a template before calling the server', async () => {
    const { calls, user } = renderEditor({ mode: 'create' });
    await user.click(await screen.findByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
    expect(callsOf(calls, 'saveNewsletterCampaign')).toHaveLength(0);
  });

  it("saves an edit from its version, puts the server's field messages on their fields and offers a reload on CONFLICT", async () => {
    let answer: 'invalid' | 'conflict' = 'invalid';
    const { calls, user } = renderEditor(
      { mode: 'edit', id: 41 },
      {
        saveNewsletterCampaign: () => {
          if (answer === 'invalid') throw new TransportError(CAMPAIGN_MESSAGES.invalid, { status: 400, code: 'BAD_USER_INPUT', fieldErrors: { templateId: CAMPAIGN_MESSAGES.templateInactive } });
          throw new TransportError('This campaign was changed by someone else.', { status: 409, code: 'CONFLICT' });
        },
      },
    );
    const subject = (await screen.findByLabelText(/^Subject/, { selector: 'input' })) as HTMLInputElement;
    expect(subject.value).toBe('EDR Daily – Nov. 27, 2026');
    await user.type(subject, '!');
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.templateInactive)).toBeTruthy();
    expect(callsOf(calls, 'saveNewsletterCampaign')[0]?.variables.input).toEqual({
      id: 41,
      version: 6,
      templateId: 3,
      issueDate: '2026-11-27',
      subject: 'EDR Daily – Nov. 27, 2026!',
      preheader: '',
      hideOnWeb: false,
    });

    answer = 'conflict';
    await user.type(subject, '?');
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect((await screen.findByTestId('conflict')).textContent).toContain('This campaign was changed by someone else.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('opens a sent campaign read-only with the message, its counts and the web view', async () => {
    renderEditor({ mode: 'edit', id: 41 }, { getNewsletterCampaign: () => ({ getNewsletterCampaign: sent }) });
    expect((await screen.findByTestId('read-only')).textContent).toContain('This campaign is sent and can no longer be changed.');
    expect((screen.getByLabelText(/^Subject/, { selector: 'input' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Preheader', { selector: 'input' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('progress-label').textContent).toBe('Sent 3,990 of 4,000');
    const counts = screen.getByTestId('progress-counts').textContent ?? '';
    expect(counts).toContain('Queued0');
    expect(counts).toContain('Sent3,990');
    expect(counts).toContain('Failed10');
    expect(screen.getByTestId('sent-at').textContent).toContain('to 4,000 recipients');
    expect(screen.getByRole('link', { name: 'View on the website' }).getAttribute('href')).toBe('https://edr.example/newsletter/41');
    expect(screen.queryByRole('button', { name: 'Save campaign' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
  });

  it('shows the progress of a sending campaign and polls until it is sent', async () => {
    let polls = 0;
    const sending = { ...sent, status: 'sending', sentAt: null, version: 8 };
    const { calls } = renderEditor(
      { mode: 'edit', id: 41 },
      {
        getNewsletterCampaign: () => {
          polls += 1;
          if (polls === 1) return { getNewsletterCampaign: { ...sending, sentCount: 1200, failedCount: 3, queuedCount: 2797 } };
          if (polls === 2) return { getNewsletterCampaign: { ...sending, sentCount: 2400, failedCount: 3, queuedCount: 1597 } };
          return { getNewsletterCampaign: sent };
        },
      },
    );
    expect((await screen.findByTestId('progress-label')).textContent).toBe('Sent 1,200 of 4,000');
    expect(screen.getByTestId('read-only').textContent).toContain('This campaign is sending and can no longer be changed.');
    expect(screen.getByTestId('progress-counts').textContent).toContain('Queued2,797');
    // Every 2 s the screen asks again: the counts move; the template is not fetched again.
    await waitFor(() => expect(screen.getByTestId('progress-label').textContent).toBe('Sent 2,400 of 4,000'), { timeout: 6000 });
    expect(screen.getByTestId('progress-counts').textContent).toContain('Queued1,597');
    expect(callsOf(calls, 'getNewsletterTemplate')).toHaveLength(1);
    expect(callsOf(calls, 'getNewsletterTemplateStream')).toHaveLength(1);
    // Then it is sent, and polling stops.
    await waitFor(() => expect(screen.getByTestId('progress-label').textContent).toBe('Sent 3,990 of 4,000'), { timeout: 6000 });
    expect(screen.getByTestId('read-only').textContent).toContain('This campaign is sent and can no longer be changed.');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsOf(calls, 'getNewsletterCampaign')).toHaveLength(3);
  });

  it('previews the saved campaign: inbox line, warnings, a sandboxed frame at the chosen width, the plain text', async () => {
    const { calls, user } = renderEditor({ mode: 'edit', id: 41 }, { previewNewsletterCampaign: () => rendering(['The ad in position 2 was not found.', 'An empty block was dropped.']) });
    const warnings = await screen.findByTestId('preview-warnings');
    expect(within(warnings).getByText('2 warnings')).toBeTruthy();
    expect(within(warnings).getByText('The ad in position 2 was not found.')).toBeTruthy();
    expect(screen.getByTestId('inbox-line').textContent).toBe('EDR Daily – Nov. 27, 2026 — Today in electronics');
    const frame = screen.getByTitle('Newsletter preview') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Hello readers');
    // The template's width until another is chosen.
    await waitFor(() => expect(frame.getAttribute('width')).toBe('800'));
    expect(callsOf(calls, 'previewNewsletterCampaign')[0]?.variables).toEqual({ id: 41, width: null });

    await user.click(screen.getByRole('button', { name: '700 px' }));
    expect(screen.getByRole('button', { name: '700 px' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(callsOf(calls, 'previewNewsletterCampaign').at(-1)?.variables).toEqual({ id: 41, width: 700 }));
    expect((screen.getByTitle('Newsletter preview') as HTMLIFrameElement).getAttribute('width')).toBe('700');

    await user.click(screen.getByRole('tab', { name: 'Plain text' }));
    expect(screen.getByTestId('preview-text').textContent).toBe('Hello readers (plain text)');
    expect(screen.getByTestId('preview-text').tagName).toBe('PRE');
  });

  it('renders the preview again after a save', async () => {
    const { calls, user } = renderEditor({ mode: 'edit', id: 41 }, { saveNewsletterCampaign: (v) => ({ saveNewsletterCampaign: { ...stored, preheader: (v.input as { preheader: string }).preheader, version: 7 } }) });
    await screen.findByTestId('campaign-preview');
    const before = callsOf(calls, 'previewNewsletterCampaign').length;
    await user.type(screen.getByLabelText('Preheader', { selector: 'input' }), 'Big week');
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(await screen.findByText('The campaign “EDR Daily – Nov. 27, 2026” was saved.')).toBeTruthy();
    await waitFor(() => expect(callsOf(calls, 'previewNewsletterCampaign').length).toBe(before + 1));
    expect(screen.getByTestId('campaign-version').textContent).toContain('Version 7');
  });

  it('sends a test to the prefilled testers and shows the answer', async () => {
    const { calls, user } = renderEditor({ mode: 'edit', id: 41 }, { sendNewsletterCampaignTest: (v) => ({ sendNewsletterCampaignTest: CAMPAIGN_MESSAGES.testSent((v.emails as string[]).length) }) });
    // Prefilled once the template has loaded.
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Send a test' })).getByText('qa@example.com')).toBeTruthy());
    await user.click(within(screen.getByRole('form', { name: 'Send a test' })).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test sent to 1 address.')).toBeTruthy();
    expect(callsOf(calls, 'sendNewsletterCampaignTest')[0]?.variables).toEqual({ id: 41, emails: ['qa@example.com'] });
  });

  it('asks for confirmation before sending now, then sends from the stored version', async () => {
    const { calls, user } = renderEditor(
      { mode: 'edit', id: 41 },
      { sendNewsletterCampaign: () => ({ sendNewsletterCampaign: { ...stored, status: 'sending', recipientCount: 4000, queuedCount: 4000, version: 7 } }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this campaign now?' });
    expect(within(dialog).getByText("It goes to every subscriber of the template's list now; this cannot be undone.")).toBeTruthy();
    expect(callsOf(calls, 'sendNewsletterCampaign')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(calls, 'sendNewsletterCampaign')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(callsOf(calls, 'sendNewsletterCampaign')).toHaveLength(1));
    expect(callsOf(calls, 'sendNewsletterCampaign')[0]?.variables).toEqual({ id: 41, version: 6 });
    expect(await screen.findByTestId('progress-label')).toBeTruthy();
  });

  it("names the list in the confirmation when the newsletter settings can be read", async () => {
    const { user } = renderEditor(
      { mode: 'edit', id: 41 },
      {
        getNewsletterSettings: () => ({
          getNewsletterSettings: {
            __typename: 'SettingsDocument',
            id: 'newsletters-1',
            key: 'newsletters',
            payload: { enabledNewsletters: [{ productId: 9001, title: 'EDR Daily Newsletter', description: 'Daily', showInSubscribeBlock: true }] },
            version: 1,
            updated: null,
            updatedBy: null,
          },
        }),
      },
      ['manage_newsletter_campaigns', 'manage_newsletter_settings'],
    );
    await waitFor(() => expect(screen.getByText('Sends the campaign to every subscriber of EDR Daily Newsletter now.')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('It goes to every subscriber of EDR Daily Newsletter now; this cannot be undone.')).toBeTruthy();
  });

  it('schedules and unschedules', async () => {
    const { calls, user } = renderEditor(
      { mode: 'edit', id: 41 },
      {
        getNewsletterCampaign: () => ({ getNewsletterCampaign: { ...stored, status: 'scheduled', sendAt: '2026-11-27T12:00:00.000Z' } }),
        unscheduleNewsletterCampaign: () => ({ unscheduleNewsletterCampaign: { ...stored, version: 7 } }),
      },
    );
    expect((await screen.findByTestId('scheduled-for')).textContent).toContain('Scheduled for');
    await user.click(screen.getByRole('button', { name: 'Unschedule' }));
    await waitFor(() => expect(callsOf(calls, 'unscheduleNewsletterCampaign')[0]?.variables).toEqual({ id: 41, version: 6 }));
    await waitFor(() => expect(screen.queryByTestId('scheduled-for')).toBeNull());
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeTruthy();
  });
});
