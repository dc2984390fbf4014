import type { ContractInput, GetContractQuery } from '../../gql/graphql.js';
import { checkContract, isRateUnit, type ContractSettings, type RateUnit } from '../../shared/contracts.js';
import { SubmitError, toSubmitError } from '../forms/submitError.js';
import { formErrorsOf } from '../settings/SettingsDocumentForm.js';

type Contract = GetContractQuery['getContract'];

/**
 * The contract form's values. The contributor is the select's value (a person id as text); the
 * rate is typed in dollars and sent in cents. Other names are those of ContractInput, so the
 * server's field messages land on their fields (amountCents is renamed to amount).
 */
export interface ContractFormValues {
  contributorId: string | null;
  title: string;
  description: string;
  amount: number | null;
  rateUnit: string | null;
  paymentTerms: string;
  terms: string;
}

export function newContractValues(settings: ContractSettings): ContractFormValues {
  return {
    contributorId: null,
    title: '',
    description: '',
    amount: null,
    rateUnit: settings.defaultRateUnit,
    paymentTerms: settings.defaultPaymentTerms,
    // The template as it is: its placeholders are filled on save, or now with "Fill from template".
    terms: settings.termsTemplate,
  };
}

export function contractFormValues(contract: Contract): ContractFormValues {
  return {
    contributorId: String(contract.contributorId),
    title: contract.title,
    description: contract.description ?? '',
    amount: contract.amountCents === null ? null : contract.amountCents / 100,
    rateUnit: contract.rateUnit,
    paymentTerms: contract.paymentTerms ?? '',
    terms: contract.terms ?? '',
  };
}

const centsOf = (amount: number | null | undefined): number | null => (amount === null || amount === undefined || Number.isNaN(amount) ? null : Math.round(amount * 100));
const idOf = (value: string | null | undefined): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);
export const rateUnitOf = (value: string | null | undefined): RateUnit => (value && isRateUnit(value) ? value : 'flat');

/** The form's values as the server names them (the contributor an id, the rate in cents). */
function contractFields(values: ContractFormValues) {
  return {
    contributorId: idOf(values.contributorId),
    title: values.title ?? '',
    description: values.description ?? '',
    amountCents: centsOf(values.amount),
    rateUnit: values.rateUnit ?? '',
    paymentTerms: values.paymentTerms ?? '',
    terms: values.terms ?? '',
  };
}

/** saveContract's input: no id to create; the id and the version the edit started from to update. */
export function toContractInput(values: ContractFormValues, existing?: { id: number; version: number }): ContractInput {
  const fields = contractFields(values);
  return { ...(existing ? { id: existing.id, version: existing.version } : {}), ...fields, contributorId: fields.contributorId ?? 0 };
}

/** The shared rules as final-form errors, on the form's names. */
export function validateContractForm(values: ContractFormValues): object | undefined {
  const errors = formErrorsOf(checkContract(contractFields(values))) as Record<string, unknown> | undefined;
  if (!errors) return undefined;
  const { amountCents, ...rest } = errors;
  return amountCents === undefined ? rest : { ...rest, amount: amountCents };
}

/** A failed save with the server's amountCents message moved to the amount field. */
export function onFormNames(error: unknown): SubmitError {
  const failure = toSubmitError(error);
  const { amountCents, ...fieldErrors } = failure.fieldErrors;
  if (amountCents === undefined) return failure;
  return new SubmitError(failure.message, { code: failure.code, fieldErrors: { ...fieldErrors, amount: amountCents } });
}
