import type { Transport } from '../../client/transport.js';
import type { SubmitCompanyUpdateMutation, SubmitCompanyUpdateMutationVariables } from '../../gql/graphql.js';
import { companyUpdateLogoPath } from '../../shared/companyUpdates.js';
import { COMPANY_UPDATE_PANELS, PROFILE_FIELD_NAMES, ROW_FIELD_NAMES, ROW_KINDS } from '../company-update/text.js';
import { onSubmit, showPanel } from './formKit.js';

/**
 * The company update page's script (/company-update/{hash}; docs/company-updates.md): adds and
 * removes contact and product rows (renumbering their fields, so the server's field errors —
 * `profile.contacts.2.email` — land beside the right field), uploads a new logo to
 * /company-update/{hash}/logo and shows it, and sends submitCompanyUpdate.
 */

export interface CompanyUpdateDeps {
  transport: Transport;
  /** POSTs the logo (window.fetch in the browser). */
  fetch?: typeof fetch;
}

type RowKind = (typeof ROW_KINDS)[number];

/** A field's trimmed value; names are `profile.contacts.0.email` and the like (no quotes to escape). */
const value = (root: ParentNode, name: string): string => {
  const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`);
  return field ? field.value.trim() : '';
};

/** Renumbers a list's rows: field names, ids, labels and error holders follow the row's place. */
export function renumberRows(form: HTMLFormElement, kind: RowKind): void {
  const rows = form.querySelectorAll<HTMLElement>(`[data-row-list="${kind}"] > [data-row]`);
  rows.forEach((row, index) => {
    for (const element of row.querySelectorAll<HTMLElement>('[name], [data-field-error], [id], label[for]')) {
      const rename = (text: string) => text.replace(new RegExp(`^(profile\\.${kind}\\.|cu-${kind}-)\\d+`), `$1${index}`);
      const name = element.getAttribute('name');
      if (name) element.setAttribute('name', rename(name));
      const holder = element.dataset.fieldError;
      if (holder) element.dataset.fieldError = rename(holder);
      if (element.id) element.id = rename(element.id);
      const target = element.getAttribute('for');
      if (target) element.setAttribute('for', rename(target));
    }
  });
  const section = form.querySelector<HTMLElement>(`[data-rows="${kind}"]`);
  const add = form.querySelector<HTMLButtonElement>(`[data-add-row="${kind}"]`);
  if (section && add) add.disabled = rows.length >= Number(section.dataset.maxRows ?? Infinity);
}

/** The profile as submitCompanyUpdate takes it, read from the form. */
export function profileOf(form: HTMLFormElement): SubmitCompanyUpdateMutationVariables['input']['profile'] {
  const rows = (kind: RowKind) =>
    Array.from(form.querySelectorAll<HTMLElement>(`[data-row-list="${kind}"] > [data-row]`)).map((row, index) => {
      const id = Number(row.dataset.rowId);
      const entry: Record<string, string | number | null> = { id: Number.isSafeInteger(id) && id > 0 ? id : null };
      for (const field of ROW_FIELD_NAMES[kind]) entry[field] = value(row, `profile.${kind}.${index}.${field}`);
      return entry;
    });
  const profile: Record<string, unknown> = Object.fromEntries(PROFILE_FIELD_NAMES.map((field) => [field, value(form, `profile.${field}`)]));
  profile.logo = value(form, 'profile.logo') || null;
  profile.contacts = rows('contacts');
  profile.products = rows('products');
  return profile as SubmitCompanyUpdateMutationVariables['input']['profile'];
}

function wireRows(form: HTMLFormElement, kind: RowKind): void {
  const list = form.querySelector<HTMLElement>(`[data-row-list="${kind}"]`);
  const template = form.querySelector<HTMLTemplateElement>(`template[data-row-template="${kind}"]`);
  form.querySelector<HTMLButtonElement>(`[data-add-row="${kind}"]`)?.addEventListener('click', () => {
    if (!list || !template) return;
    list.append(template.content.cloneNode(true));
    renumberRows(form, kind);
    list.lastElementChild?.querySelector<HTMLElement>('input, textarea')?.focus();
  });
  list?.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest('[data-remove-row]');
    if (!button) return;
    button.closest('[data-row]')?.remove();
    renumberRows(form, kind);
    form.querySelector<HTMLButtonElement>(`[data-add-row="${kind}"]`)?.focus();
  });
  renumberRows(form, kind);
}

function wireLogo(form: HTMLFormElement, hash: string, post: typeof fetch): void {
  const file = form.querySelector<HTMLInputElement>('[data-logo-file]');
  const hidden = form.querySelector<HTMLInputElement>('input[name="profile.logo"]');
  const preview = form.querySelector<HTMLElement>('[data-logo-preview]');
  const status = form.querySelector<HTMLElement>('[data-logo-status]');
  const error = form.querySelector<HTMLElement>('[data-field-error="profile.logo"]');
  const maxBytes = Number(form.dataset.maxLogoBytes ?? 0);
  const say = (text: string, failed: boolean) => {
    if (status) status.textContent = failed ? '' : text;
    if (error) {
      error.textContent = failed ? text : '';
      error.hidden = !failed;
    }
  };
  file?.addEventListener('change', () => {
    const chosen = file.files?.[0];
    if (!chosen || !hidden || !preview) return;
    if (maxBytes && chosen.size > maxBytes) {
      say(`The logo is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`, true);
      file.value = '';
      return;
    }
    say('Uploading…', false);
    form.setAttribute('aria-busy', 'true');
    post(companyUpdateLogoPath(hash), { method: 'POST', headers: { 'content-type': chosen.type || 'application/octet-stream' }, body: chosen })
      .then(async (response) => {
        const answer = (await response.json().catch(() => ({}))) as { logo?: string; url?: string; message?: string };
        if (!response.ok || !answer.logo || !answer.url) throw new Error(answer.message ?? `The logo could not be uploaded (status ${response.status}).`);
        hidden.value = answer.logo;
        const image = form.ownerDocument.createElement('img');
        image.src = answer.url;
        image.alt = 'New logo';
        image.dataset.logoImage = '';
        preview.replaceChildren(image);
        say(`${chosen.name} is ready: it is sent with your changes.`, false);
      })
      .catch((failure: unknown) => {
        say(failure instanceof Error ? failure.message : String(failure), true);
        file.value = '';
      })
      .finally(() => form.setAttribute('aria-busy', 'false'));
  });
}

export function initCompanyUpdateForm(form: HTMLFormElement, { transport, fetch: post = window.fetch.bind(window) }: CompanyUpdateDeps): void {
  if (form.dataset.ready === 'true') return;
  const hash = form.dataset.hash ?? '';
  for (const kind of ROW_KINDS) wireRows(form, kind);
  wireLogo(form, hash, post);
  onSubmit(form, async () => {
    for (const kind of ROW_KINDS) renumberRows(form, kind);
    const answer = await transport.mutation<SubmitCompanyUpdateMutation>('submitCompanyUpdate', {
      hash,
      input: { submitterName: value(form, 'submitterName'), submitterEmail: value(form, 'submitterEmail'), profile: profileOf(form) },
    } satisfies SubmitCompanyUpdateMutationVariables);
    const page = form.closest('[data-company-update-page]') ?? form.ownerDocument;
    for (const target of page.querySelectorAll<HTMLElement>('[data-company-update-done]')) target.textContent = answer.submitCompanyUpdate.message;
    showPanel(page, COMPANY_UPDATE_PANELS, 'done');
    const done = page.querySelector<HTMLElement>(`[data-panel-group="${COMPANY_UPDATE_PANELS}"][data-panel="done"]`);
    if (done) {
      done.tabIndex = -1;
      done.focus();
    }
  });
}

/** Every company update form of the page (there is one, on /company-update/{hash}). */
export async function initCompanyUpdateForms(root: Document = document): Promise<void> {
  const forms = root.querySelectorAll<HTMLFormElement>('form[data-company-update]');
  if (forms.length === 0) return;
  const { siteTransport } = await import('./siteTransport.js');
  for (const form of forms) initCompanyUpdateForm(form, { transport: siteTransport() });
}
