import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants.js';
import { sanitizeHtml } from './sanitize.js';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  kind: ToastKind;
  title?: string;
  message: string;
  /** The message is HTML: it is sanitised (p, br, strong, em, a, lists) before it is shown. */
  html?: boolean;
}

const COLOURS: Record<ToastKind, string> = { success: 'green', error: 'red', info: 'brand' };

/**
 * Shows a toast (spec 000 §9: "Notification toasts auto-close after 5000 ms, may contain HTML and
 * are not cleared on URL change"). The Notifications outlet lives in the admin +Layout, which
 * stays mounted across client-side navigation, and the store is module state: toasts survive
 * URL changes.
 */
export function showToast({ kind, title, message, html = false }: ToastOptions): void {
  notifications.show({
    color: COLOURS[kind],
    title,
    message: html
      ? createElement('div', { className: 'admin-toast-html', dangerouslySetInnerHTML: { __html: sanitizeHtml(message) } })
      : message,
    autoClose: TOAST_AUTO_CLOSE_MS,
    withBorder: true,
    // Errors are announced at once; the rest politely.
    role: kind === 'error' ? 'alert' : 'status',
  });
}
