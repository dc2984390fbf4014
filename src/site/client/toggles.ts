/**
 * The shell's disclosure widgets, from data attributes the server rendered (no React here):
 * - [data-toggle="group"]: a sidebar link group, opens and closes;
 * - [data-toggle="popover"]: the account popover; a click outside or Escape closes it;
 * - [data-toggle="overlay"]: the sidebar and the mega menu; Escape, a click outside or their
 *   [data-close] button closes them, and the focus goes back to the button that opened them.
 * Each button names its panel with aria-controls and carries aria-expanded; the panel's `hidden`
 * follows. Only one popover or overlay is open at a time.
 */

type Kind = 'group' | 'popover' | 'overlay';
const DISMISSABLE: readonly Kind[] = ['popover', 'overlay'];
export const OVERLAY_OPEN_CLASS = 'shell-overlay-open';

const kindOf = (button: Element): Kind | null => {
  const kind = button.getAttribute('data-toggle');
  return kind === 'group' || kind === 'popover' || kind === 'overlay' ? kind : null;
};

const panelOf = (button: Element): HTMLElement | null => {
  const id = button.getAttribute('aria-controls');
  return id ? button.ownerDocument.getElementById(id) : null;
};

const isOpen = (button: Element) => button.getAttribute('aria-expanded') === 'true';

function openDismissables(doc: Document): HTMLElement[] {
  return Array.from(doc.querySelectorAll<HTMLElement>('[data-toggle][aria-expanded="true"]')).filter((b) => {
    const kind = kindOf(b);
    return kind !== null && DISMISSABLE.includes(kind);
  });
}

export function setOpen(button: HTMLElement, open: boolean, options: { focusButton?: boolean } = {}): void {
  const panel = panelOf(button);
  if (!panel) return;
  const doc = button.ownerDocument;
  const kind = kindOf(button);
  if (open && kind !== 'group') for (const other of openDismissables(doc)) if (other !== button) setOpen(other, false);
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  if (kind === 'overlay') {
    const anyOverlay = openDismissables(doc).some((b) => kindOf(b) === 'overlay');
    doc.documentElement.classList.toggle(OVERLAY_OPEN_CLASS, anyOverlay);
    // Into the panel: its search field when it has one, else its first control.
    if (open) (panel.querySelector<HTMLElement>('input') ?? panel.querySelector<HTMLElement>('a[href], button'))?.focus();
  }
  if (!open && options.focusButton) button.focus();
}

/** Wires the widgets of a document; returns the function that removes the listeners (tests). */
export function initToggles(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const toggle = target.closest<HTMLElement>('[data-toggle]');
    if (toggle && kindOf(toggle)) {
      setOpen(toggle, !isOpen(toggle));
      return;
    }
    const close = target.closest('[data-close]');
    for (const button of openDismissables(doc)) {
      const panel = panelOf(button);
      if (close && panel?.contains(close)) setOpen(button, false, { focusButton: true });
      // A click outside the panel (and its button) closes it.
      else if (panel && !panel.contains(target) && !button.contains(target)) setOpen(button, false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const open = openDismissables(doc);
    const last = open[open.length - 1];
    if (last) setOpen(last, false, { focusButton: true });
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
