/**
 * The country, region and consent fields of the site-user forms (rendered by CountryRegionFields in
 * src/site/account/fields.tsx). The rules (002 §5, §3 "Consent object"): the region select appears
 * only for a country that has regions, and is then required, labelled as that country calls them
 * (State, Province); the consent checkbox appears only when the country requires compliance, its
 * words those of CASL for CAN and of GDPR otherwise; unchecked it is false.
 *
 * Each country option says `data-regions` (its alpha-3 code, when it has regions) and
 * `data-compliance`; each region field is `[data-region-field="{alpha3}"]`, hidden and disabled
 * (so it is not sent) unless its country is chosen.
 */

export interface ConsentChoice {
  country: string;
  region: string | null;
  /** CASL, GDPR, or null when the country asks for none. */
  compliance: 'CASL' | 'GDPR' | null;
  given: boolean;
}

function selectedOption(select: HTMLSelectElement): HTMLOptionElement | null {
  return select.selectedOptions[0] ?? null;
}

/** Shows the region select of the chosen country and the consent box when it requires compliance. */
export function applyCountry(container: ParentNode): void {
  const select = container.querySelector<HTMLSelectElement>('select[data-country-select]');
  if (!select) return;
  const option = selectedOption(select);
  const regions = option?.dataset.regions ?? '';
  for (const field of container.querySelectorAll<HTMLElement>('[data-region-field]')) {
    const active = regions !== '' && field.dataset.regionField === regions;
    field.hidden = !active;
    for (const control of field.querySelectorAll<HTMLSelectElement>('select')) {
      control.disabled = !active;
      control.required = active;
    }
  }
  const consent = container.querySelector<HTMLElement>('[data-consent-field]');
  if (consent) {
    const compliance = complianceOf(option);
    consent.hidden = compliance === null;
    const box = consent.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (box) {
      box.disabled = compliance === null;
      if (compliance === null) box.checked = false;
    }
    const label = consent.querySelector<HTMLElement>('[data-consent-label]');
    if (label && compliance) label.textContent = (compliance === 'CASL' ? consent.dataset.caslText : consent.dataset.gdprText) ?? '';
  }
}

function complianceOf(option: HTMLOptionElement | null): ConsentChoice['compliance'] {
  if (!option || option.dataset.compliance !== 'required') return null;
  // 002 §3: "Keyed CASL when the country is CAN, otherwise GDPR."
  return option.value === 'CAN' ? 'CASL' : 'GDPR';
}

/** The consent object of the e-mail step (requestRegisterSiteUser's consent). */
export function consentChoice(container: ParentNode): ConsentChoice | null {
  const select = container.querySelector<HTMLSelectElement>('select[data-country-select]');
  const option = select ? selectedOption(select) : null;
  if (!select || !option || option.value === '') return null;
  const region = Array.from(container.querySelectorAll<HTMLSelectElement>('[data-region-field] select')).find((control) => !control.disabled)?.value ?? '';
  const box = container.querySelector<HTMLInputElement>('[data-consent-field] input[type="checkbox"]');
  const compliance = complianceOf(option);
  return { country: option.value, region: region || null, compliance, given: compliance !== null && Boolean(box?.checked) };
}

/** Wires the country select of each form in `root` (and applies the prefilled country at once). */
export function initCountryFields(root: ParentNode = document): void {
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[data-country-select]')) {
    if (select.dataset.countryReady === 'true') continue;
    select.dataset.countryReady = 'true';
    const container = select.closest('form') ?? root;
    applyCountry(container);
    select.addEventListener('change', () => applyCountry(container));
  }
}
