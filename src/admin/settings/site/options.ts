import { CONTENT_TYPE_CATALOGUE } from '../../../shared/contentTypes.js';
import { FONT_CHOICES } from '../../../shared/fonts.js';
import {
  DATE_LOCATIONS,
  HAMBURGER_STYLES,
  HAMBURGER_STYLE_LABELS,
  LOCATION_LABELS,
  SEARCH_STYLES,
  SEARCH_STYLE_LABELS,
  SECTION_LOCATIONS,
  SITE_THEMES,
  SITE_THEME_LABELS,
} from '../../../shared/settings/index.js';
import { SOCIAL_NETWORK_CATALOGUE } from '../../../shared/socialNetworks.js';
import type { SelectOption } from '../../forms/selectOption.js';

/** Select options built from the shared constants, so the screens offer exactly what the server accepts. */
export const CONTENT_TYPE_OPTIONS: SelectOption[] = CONTENT_TYPE_CATALOGUE.map((c) => ({ value: c.value, label: c.label }));
/** 000 §3.2: the exact font choices, shown by their typeface names. */
export const FONT_OPTIONS: SelectOption[] = FONT_CHOICES.map((f) => ({ value: f.value, label: f.label }));
export const SOCIAL_NETWORK_OPTIONS: SelectOption[] = SOCIAL_NETWORK_CATALOGUE.map((s) => ({ value: s.value, label: s.label, color: s.color }));
export const HAMBURGER_OPTIONS: SelectOption[] = HAMBURGER_STYLES.map((v) => ({ value: v, label: HAMBURGER_STYLE_LABELS[v] }));
export const SEARCH_STYLE_OPTIONS: SelectOption[] = SEARCH_STYLES.map((v) => ({ value: v, label: SEARCH_STYLE_LABELS[v] }));
export const SITE_THEME_OPTIONS: SelectOption[] = SITE_THEMES.map((v) => ({ value: v, label: SITE_THEME_LABELS[v] }));
export const SECTION_LOCATION_OPTIONS: SelectOption[] = SECTION_LOCATIONS.map((v) => ({ value: v, label: LOCATION_LABELS[v] }));
export const DATE_LOCATION_OPTIONS: SelectOption[] = DATE_LOCATIONS.map((v) => ({ value: v, label: LOCATION_LABELS[v] }));
