import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TransportError } from '../../client/errors.js';
import type { Transport } from '../../client/transport.js';
import { createSiteUserSession } from './siteUserSession.js';

/**
 * Test doubles for the site-user scripts' tests (jsdom): a transport answering by operation name
 * and recording the calls, a session over it, a user-info answer, and cookie clean-up. Not used
 * by the pages.
 */

export type Handler = (variables: Record<string, unknown>) => unknown;

export function fakeTransport(handlers: Record<string, Handler>) {
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const run = async (name: string, variables: Record<string, unknown> = {}) => {
    calls.push({ name, variables });
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected operation ${name}`);
    return handler(variables);
  };
  const transport = {
    loadDocument: async () => '',
    query: run,
    mutation: run,
    streamQuery: async () => [],
    queryText: async () => {
      throw new Error('not used');
    },
    mutationText: async () => {
      throw new Error('not used');
    },
  } as unknown as Transport;
  return { transport, calls, names: () => calls.map((call) => call.name) };
}

/** A GraphQL error answer as the transport raises it. */
export const graphQLError = (message: string, code: string, fieldErrors?: Record<string, string>) =>
  new TransportError(message, { status: code === 'UNAUTHENTICATED' ? 401 : 400, code, ...(fieldErrors ? { fieldErrors } : {}) });

/** SiteUserInfo as the operations answer it. */
export const userInfo = (over: Record<string, unknown> = {}) => ({
  __typename: 'SiteUserInfo' as const,
  id: 7,
  hashedId: 'h7',
  username: 'ada@example.com',
  emails: ['ada@example.com'],
  firstName: 'Ada',
  lastName: 'Reader',
  title: null,
  company: 'Acme',
  city: null,
  postalCode: null,
  region: 'NY',
  countryCode: 'USA',
  omedaEncryptedCustomerId: null,
  memberships: [1],
  newsletters: [],
  favoriteContent: [{ id: 10000001, created: '2026-03-01T00:00:00.000Z' }],
  demographics: [],
  hasPaid: false,
  missingMemberships: [2],
  ...over,
});

export const sessionOver = (transport: Transport, now = () => Date.now()) => createSiteUserSession({ transport: () => transport, now, doc: document });

const COOKIES = ['site_user_token', 'site_user_signup', 'site_user_registering', 'site_user_simulating'];

/** Removes the cookies and the stored user the scripts write. */
export function resetBrowserState(): void {
  for (const name of COOKIES) document.cookie = `${name}=; Path=/; Max-Age=0`;
  localStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.className = '';
}

export const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));

/** Lets the promise chains of a submit or a click run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Renders a page's view (what its +Page shows inside the frame), as the server does. */
export function renderView(view: ReactElement): void {
  document.body.innerHTML = renderToStaticMarkup(view);
}

export const byName = <T extends Element = HTMLInputElement>(name: string, root: ParentNode = document): T => {
  const element = Array.from(root.querySelectorAll<T>('[name]')).find((candidate) => candidate.getAttribute('name') === name && !(candidate as unknown as HTMLInputElement).disabled);
  if (!element) throw new Error(`no enabled field named ${name}`);
  return element;
};

/** Sets a field's value as a reader would (and fires change, which the country select listens to). */
export function fill(name: string, value: string, root: ParentNode = document): void {
  const field = byName<HTMLInputElement | HTMLSelectElement>(name, root);
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export const formOf = (kind: string): HTMLFormElement => {
  const form = document.querySelector<HTMLFormElement>(`form[data-site-user-form="${kind}"]`);
  if (!form) throw new Error(`no ${kind} form`);
  return form;
};

export const messageOf = (form: HTMLFormElement) => {
  const element = form.querySelector<HTMLElement>('[data-form-message]');
  return element && !element.hidden ? element.textContent : null;
};

export const fieldErrorOf = (form: HTMLFormElement, name: string) => {
  const holder = Array.from(form.querySelectorAll<HTMLElement>('[data-field-error]')).find((element) => element.dataset.fieldError === name && !element.hidden);
  return holder?.textContent ?? null;
};
