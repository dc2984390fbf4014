import { createHash } from 'node:crypto';
import { PALETTE } from '../../../shared/palette.js';

/**
 * /css/dragonform.css: the stylesheet of the forms embedded in public pages (contact, inquiry,
 * gating and sign-up forms). Built from the palette of spec 002 §9 so the forms match the site.
 * Everything is scoped under `.dragonform` so it cannot restyle the rest of a page.
 */
export const DRAGONFORM_CSS = `/* Forms of the public site. Palette: spec 002 §9. */
.dragonform {
  --df-primary: ${PALETTE.primary};
  --df-dark: ${PALETTE.darkBlue};
  --df-error: ${PALETTE.red};
  --df-success: ${PALETTE.green};
  --df-warning: ${PALETTE.orange};
  --df-border: #c7ced8;
  --df-muted: #5b6573;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  color: var(--df-dark);
  max-width: 40rem;
}
.dragonform *, .dragonform *::before, .dragonform *::after { box-sizing: border-box; }
.dragonform fieldset { border: 0; margin: 0 0 1.5rem; padding: 0; }
.dragonform legend { font-size: 1.125rem; font-weight: 700; margin-bottom: .75rem; padding: 0; }
.dragonform .df-field { display: flex; flex-direction: column; gap: .25rem; margin-bottom: 1rem; }
.dragonform .df-row { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); }
.dragonform label { font-weight: 600; font-size: .9375rem; }
.dragonform .df-required::after, .dragonform label.required::after { content: " *"; color: var(--df-error); }
.dragonform .df-help { color: var(--df-muted); font-size: .8125rem; }
.dragonform input[type="text"], .dragonform input[type="email"], .dragonform input[type="tel"],
.dragonform input[type="url"], .dragonform input[type="number"], .dragonform input[type="password"],
.dragonform input[type="date"], .dragonform select, .dragonform textarea {
  width: 100%;
  min-height: 2.75rem;
  padding: .5rem .75rem;
  border: 1px solid var(--df-border);
  border-radius: 4px;
  background: #fff;
  color: inherit;
  font: inherit;
  transition: border-color .15s, box-shadow .15s;
}
.dragonform textarea { min-height: 8rem; resize: vertical; }
.dragonform input:focus-visible, .dragonform select:focus-visible, .dragonform textarea:focus-visible {
  outline: none;
  border-color: var(--df-primary);
  box-shadow: 0 0 0 3px color-mix(in srgb, var(--df-primary) 30%, transparent);
}
.dragonform input:disabled, .dragonform select:disabled, .dragonform textarea:disabled { background: #f1f3f6; cursor: not-allowed; }
.dragonform .df-check { display: flex; align-items: flex-start; gap: .5rem; margin-bottom: .5rem; font-weight: 400; }
.dragonform input[type="checkbox"], .dragonform input[type="radio"] {
  width: 1.125rem; height: 1.125rem; margin: .2rem 0 0; flex: none; accent-color: var(--df-primary);
}
.dragonform .df-invalid input, .dragonform .df-invalid select, .dragonform .df-invalid textarea,
.dragonform [aria-invalid="true"] { border-color: var(--df-error); }
.dragonform .df-error, .dragonform .error-message { color: var(--df-error); font-size: .875rem; margin: 0; }
.dragonform .df-alert { border-left: 4px solid var(--df-error); background: #fbeceb; padding: .75rem 1rem; margin-bottom: 1rem; }
.dragonform .df-alert--success { border-color: var(--df-success); background: #eaf6ed; }
.dragonform .df-alert--warning { border-color: var(--df-warning); background: #fdf1e6; }
.dragonform button, .dragonform input[type="submit"], .dragonform .df-button {
  display: inline-flex; align-items: center; justify-content: center;
  min-height: 2.75rem; padding: .5rem 1.5rem;
  border: 1px solid var(--df-primary); border-radius: 4px;
  background: var(--df-primary); color: #fff;
  font: inherit; font-weight: 600; cursor: pointer;
  transition: background-color .15s, border-color .15s;
}
.dragonform button:hover, .dragonform input[type="submit"]:hover, .dragonform .df-button:hover { background: var(--df-dark); border-color: var(--df-dark); }
.dragonform button:focus-visible, .dragonform input[type="submit"]:focus-visible, .dragonform .df-button:focus-visible { outline: 3px solid var(--df-warning); outline-offset: 2px; }
.dragonform button:disabled, .dragonform input[type="submit"]:disabled { opacity: .6; cursor: not-allowed; }
.dragonform .df-button--secondary { background: #fff; color: var(--df-primary); }
.dragonform .df-button--secondary:hover { background: #eef3fa; color: var(--df-dark); }
.dragonform .df-actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
@media (max-width: 480px) {
  .dragonform .df-actions > * { width: 100%; }
}
`;

/** Strong validator for conditional requests: the stylesheet only changes with a deployment. */
export const DRAGONFORM_ETAG = `"${createHash('sha256').update(DRAGONFORM_CSS).digest('hex').slice(0, 16)}"`;
