import type { SetOmedaCustomerMutationVariables } from '../../gql/graphql.js';
import { SubmitError, toSubmitError } from '../forms/submitError.js';

/** The "Grant membership" form: a membership of the site, an optional last day and amount paid. */
export interface GrantFormValues {
  /** The membership id, as the Select's string value. */
  membershipId: string | null;
  /** The last day of the membership, 'YYYY-MM-DD' (DateField); null: it does not end. */
  expiresOn: string | null;
  amount: number | null;
}

export const NEW_GRANT: GrantFormValues = { membershipId: null, expiresOn: null, amount: null };

/**
 * The membership ends at the end of the chosen day in the admin's time zone (23:59:59.999 local),
 * so "expires on March 5" still lets the reader in on March 5.
 */
export function endOfDay(day: string): string {
  return new Date(`${day.slice(0, 10)}T23:59:59.999`).toISOString();
}

/** Today as 'YYYY-MM-DD' in the browser's time zone. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An expiry in the past would grant nothing: the product would be expired at once. */
export function validateGrant(values: GrantFormValues, now: Date = new Date()): Record<string, string> | undefined {
  if (values.expiresOn && values.expiresOn.slice(0, 10) < today(now)) return { expiresOn: 'Choose today or a later day.' };
  return undefined;
}

/** setOmedaCustomer's variables: the reader's e-mail and the membership's product id. */
export function grantVariables(values: GrantFormValues, { email, productId }: { email: string; productId: number }): SetOmedaCustomerMutationVariables {
  return {
    email,
    products: [{ id: productId, expirationDate: values.expiresOn ? endOfDay(values.expiresOn) : null, amount: values.amount ?? null }],
  };
}

const PRODUCT_FIELDS: Record<string, keyof GrantFormValues> = {
  'products.0.id': 'membershipId',
  'products.0.expirationDate': 'expiresOn',
  'products.0.amount': 'amount',
};

/** The server names the product's fields (products.0.amount): put its messages under this form's fields. */
export function grantSubmitError(error: unknown): SubmitError {
  const failure = toSubmitError(error);
  const fieldErrors = Object.fromEntries(Object.entries(failure.fieldErrors).map(([path, text]) => [PRODUCT_FIELDS[path] ?? path, text]));
  return new SubmitError(failure.message, { code: failure.code, fieldErrors });
}
