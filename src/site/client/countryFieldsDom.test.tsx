// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountryRegionFields } from '../account/fields';
import { buildCountryRegionFields } from './countryFieldsDom';

/** What countryFields.ts reads of the fields: every control, label and data hook, in order. */
function shape(root: ParentNode) {
  return Array.from(root.querySelectorAll('label, select, option, [data-region-field], [data-field-error]')).map((node) => {
    const element = node as HTMLElement;
    const attributes = Object.fromEntries(
      Array.from(element.attributes)
        .filter((a) => !['selected', 'autocomplete'].includes(a.name.toLowerCase()))
        .map((a) => [a.name.toLowerCase(), a.value]),
    );
    return { tag: element.tagName, text: element.tagName === 'OPTION' || element.tagName === 'LABEL' ? element.textContent : null, attributes };
  });
}

describe('the country and region fields built in the browser', () => {
  it('are the server-rendered fields, control for control', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToStaticMarkup(<CountryRegionFields idPrefix="footer-newsletter" required />);
    const built = document.createElement('div');
    built.append(buildCountryRegionFields(document, 'footer-newsletter', true));
    const expected = shape(server);
    expect(expected.length).toBeGreaterThan(300);
    expect(shape(built)).toEqual(expected);
  });
});
