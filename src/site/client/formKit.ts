import { TransportError } from '../../client/errors.js';
import type { Transport } from '../../client/transport.js';
import { SITE_USER_TEXT } from '../account/messages.js';
import type { SiteUserSession } from './siteUserSession.js';

/**
 * What every site-user form of the public pages shares (the pages render plain HTML forms, see
 * src/site/account/fields.tsx): read the fields, show the server's field errors beside their fields
 * (`[data-field-error="{name}"]`, the keys of BAD_USER_INPUT's extensions.fieldErrors) and a message
 * for the form (`[data-form-message]`), and keep the submit button busy while a call runs.
 */

/** The form's fields as trimmed text (passwords untrimmed); disabled fields are left out, as by FormData. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value !== 'string') continue;
    const field = form.elements.namedItem(name);
    const isPassword = field instanceof HTMLInputElement && field.type === 'password';
    values[name] = isPassword ? value : value.trim();
  }
  return values;
}

/** The values of every checked box of a name (multi-answer questions). */
export function checkedValues(form: HTMLFormElement, name: string): string[] {
  return new FormData(form).getAll(name).filter((value): value is string => typeof value === 'string');
}

/** Whether a checkbox of the form is present, enabled and ticked. */
export function isChecked(form: HTMLFormElement, name: string): boolean {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement && !field.disabled && field.checked;
}

function controlsNamed(form: HTMLFormElement, name: string): HTMLElement[] {
  return Array.from(form.querySelectorAll<HTMLElement>('input, select, textarea')).filter((control) => control.getAttribute('name') === name);
}

export function clearFormErrors(form: HTMLFormElement): void {
  for (const element of form.querySelectorAll<HTMLElement>('[data-field-error]')) {
    element.textContent = '';
    element.hidden = true;
  }
  for (const control of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) control.removeAttribute('aria-invalid');
  for (const field of form.querySelectorAll<HTMLElement>('.df-invalid')) field.classList.remove('df-invalid');
  setFormMessage(form, null);
}

/**
 * Shows each error beside its field (the first visible field gets the focus); returns the errors no
 * field of the form shows (the form message lists them, so nothing the server said is lost).
 */
export function showFieldErrors(form: HTMLFormElement, errors: Record<string, string>): string[] {
  const unplaced: string[] = [];
  let focused = false;
  for (const [name, message] of Object.entries(errors)) {
    const holders = Array.from(form.querySelectorAll<HTMLElement>('[data-field-error]')).filter((element) => element.dataset.fieldError === name);
    // The holder itself is hidden until it has a message; its field must not be (another country's region).
    const visible = holders.filter((holder) => !holder.parentElement?.closest('[hidden]'));
    if (visible.length === 0) {
      unplaced.push(message);
      continue;
    }
    for (const holder of visible) {
      holder.textContent = message;
      holder.hidden = false;
      holder.closest('.df-field')?.classList.add('df-invalid');
    }
    for (const control of controlsNamed(form, name)) {
      if (control.closest('[hidden]')) continue;
      control.setAttribute('aria-invalid', 'true');
      if (!focused) {
        control.focus();
        focused = true;
      }
    }
  }
  return unplaced;
}

export type MessageKind = 'error' | 'success' | 'warning';

/** The form's message (role=alert for errors, status otherwise); null hides it. */
export function setFormMessage(form: HTMLFormElement, text: string | null, kind: MessageKind = 'error', details: readonly string[] = []): void {
  const element = form.querySelector<HTMLElement>('[data-form-message]');
  if (!element) return;
  element.replaceChildren();
  element.hidden = text === null;
  element.className = kind === 'error' ? 'df-alert' : `df-alert df-alert--${kind}`;
  element.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  if (text === null) return;
  const line = element.ownerDocument.createElement('p');
  line.textContent = text;
  element.append(line);
  if (details.length > 0) {
    const list = element.ownerDocument.createElement('ul');
    for (const detail of details) {
      const item = element.ownerDocument.createElement('li');
      item.textContent = detail;
      list.append(item);
    }
    element.append(list);
  }
}

/** The words to show for a failed call: the server's message, or the transport's (000 §8). */
export const errorText = (error: unknown): string => (error instanceof Error && error.message ? error.message : String(error));

/**
 * A failed call shown on the form: field errors beside their fields with 'Please correct issues with
 * this form' (002 §8) as the form's message, or else the server's message.
 */
export function showFailure(form: HTMLFormElement, error: unknown): void {
  const fieldErrors = error instanceof TransportError ? error.fieldErrors : undefined;
  if (fieldErrors && Object.keys(fieldErrors).length > 0) {
    const unplaced = showFieldErrors(form, fieldErrors);
    setFormMessage(form, SITE_USER_TEXT.formErrors, 'error', unplaced);
    return;
  }
  setFormMessage(form, errorText(error));
}

/** Disables the submit buttons while a call runs (a second click would send it twice). */
export function setBusy(form: HTMLFormElement, busy: boolean): void {
  form.setAttribute('aria-busy', String(busy));
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"], button:not([type])')) button.disabled = busy;
}

/**
 * Binds `handler` to the form's submit once (the form gets data-ready="true", which the e2e tests
 * wait for): errors of a previous try are cleared, the call runs busy, a thrown error is shown.
 */
export function onSubmit(form: HTMLFormElement, handler: (form: HTMLFormElement) => Promise<void>): void {
  if (form.dataset.ready === 'true') return;
  form.dataset.ready = 'true';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    clearFormErrors(form);
    setBusy(form, true);
    handler(form)
      .catch((error: unknown) => showFailure(form, error))
      .finally(() => setBusy(form, false));
  });
}

/** Shows one part of a page and hides the others of the same group (`[data-panel]` by name). */
export function showPanel(root: ParentNode, group: string, name: string): void {
  for (const panel of root.querySelectorAll<HTMLElement>(`[data-panel-group="${group}"]`)) panel.hidden = panel.dataset.panel !== name;
}

/** What the site-user forms call: the transport, the reader's session, and the way to leave the page. */
export interface FormDeps {
  transport: Transport;
  session: SiteUserSession;
  navigate: (url: string) => void;
}
