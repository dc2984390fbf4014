/**
 * What the company update page (CompanyUpdateView) and its script (src/site/client/companyUpdateForm.ts)
 * share: plain values, so the browser's script imports no view.
 */

/** The page's panels: the form, then the confirmation. */
export const COMPANY_UPDATE_PANELS = 'company-update';

/** The repeatable rows of the form. */
export const ROW_KINDS = ['contacts', 'products'] as const;

/** The fields of each kind of row, as submitCompanyUpdate takes them. */
export const ROW_FIELD_NAMES = {
  contacts: ['firstName', 'lastName', 'jobTitle', 'email', 'phone'],
  products: ['name', 'model', 'url', 'description'],
} as const;

/** The single fields of the profile, named `profile.{field}` in the form. */
export const PROFILE_FIELD_NAMES = ['name', 'description', 'website', 'phone', 'email', 'address1', 'address2', 'city', 'state', 'postalCode', 'country'] as const;
