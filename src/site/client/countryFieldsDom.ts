import { COUNTRIES } from '../../shared/countries.js';

/**
 * The country and region fields of CountryRegionFields (src/site/account/fields.tsx), built in the
 * browser: the same markup, so countryFields.ts drives both. The footer's newsletter sign-up is on
 * every page; its 250 countries and their regions would weigh on every page's HTML (and on every
 * uncached render), so they are built here, in the sign-up's own lazily loaded script, when the
 * reader turns to the form. The country list travels once, in that cached script.
 */
export function buildCountryRegionFields(doc: Document, idPrefix: string, required: boolean): DocumentFragment {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const fieldError = (name: string) => {
    const error = element('p', { class: 'df-error', 'data-field-error': name });
    error.hidden = true;
    return error;
  };
  const fragment = doc.createDocumentFragment();

  const countryField = element('div', { class: 'df-field' });
  const countryId = `${idPrefix}-country`;
  countryField.append(element('label', { for: countryId, ...(required ? { class: 'required' } : {}) }, 'Country'));
  const select = element('select', { id: countryId, name: 'countryCode', 'data-country-select': '', autocomplete: 'country' });
  select.required = required;
  select.append(element('option', { value: '' }, 'Choose a country'));
  for (const country of COUNTRIES) {
    const option = element('option', { value: country.alpha3code }, country.friendlyLabel);
    if (country.regions) option.dataset.regions = country.alpha3code;
    if (country.compliance) option.dataset.compliance = country.compliance;
    select.append(option);
  }
  countryField.append(select, fieldError('countryCode'));
  fragment.append(countryField);

  for (const country of COUNTRIES) {
    const regions = country.regions;
    if (!regions) continue;
    const id = `${idPrefix}-region-${country.alpha3code.toLowerCase()}`;
    const field = element('div', { class: 'df-field', 'data-region-field': country.alpha3code });
    field.hidden = true;
    field.append(element('label', { for: id, ...(required ? { class: 'required' } : {}) }, regions.label));
    const regionSelect = element('select', { id, name: 'region', autocomplete: 'address-level1' });
    regionSelect.disabled = true;
    regionSelect.append(element('option', { value: '' }, `Choose a ${regions.label.toLowerCase()}`));
    for (const option of regions.options) regionSelect.append(element('option', { value: option.value }, option.label));
    field.append(regionSelect, fieldError('region'));
    fragment.append(field);
  }
  return fragment;
}
