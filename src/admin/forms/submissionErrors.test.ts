import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { TransportError } from '../../client/errors';
import { readSubmitError, submissionErrors, UNEXPECTED_SUBMIT_ERROR } from './submissionErrors';

describe('submissionErrors', () => {
  it('maps a BAD_USER_INPUT error to field errors plus the general message', () => {
    const error = { message: 'Invalid input', code: 'BAD_USER_INPUT', fieldErrors: { email: 'Email is already used' } };
    expect(submissionErrors(error)).toEqual({ email: 'Email is already used', [FORM_ERROR]: 'Invalid input' });
  });

  it("reads Apollo's CombinedGraphQLErrors (useMutation) from the first error's extensions", () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Please correct the highlighted fields.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Taken' } } }],
    });
    expect(submissionErrors(error)).toEqual({ email: 'Taken', [FORM_ERROR]: 'Please correct the highlighted fields.' });
  });

  it('accepts a real TransportError', () => {
    const error = new TransportError('Invalid input', { status: 200, code: 'BAD_USER_INPUT', fieldErrors: { username: 'Taken' } });
    expect(submissionErrors(error)).toEqual({ username: 'Taken', [FORM_ERROR]: 'Invalid input' });
  });

  it('nests dotted paths the way final-form reads them', () => {
    const errors = submissionErrors({
      message: 'Invalid input',
      fieldErrors: { 'tenants.0': 'Unknown tenant', 'address.city': 'Required here', 'tenants.2': 'Also unknown' },
    });
    expect(errors.address).toEqual({ city: 'Required here' });
    const tenants = errors.tenants;
    expect(Array.isArray(tenants)).toBe(true);
    expect((tenants as unknown[])[0]).toBe('Unknown tenant');
    expect((tenants as unknown[])[2]).toBe('Also unknown');
    expect(errors[FORM_ERROR]).toBe('Invalid input');
  });

  it('gives only the general message for an error without fields', () => {
    expect(submissionErrors(new Error('There was a problem connecting'))).toEqual({ [FORM_ERROR]: 'There was a problem connecting' });
    expect(submissionErrors('Plain text failure')).toEqual({ [FORM_ERROR]: 'Plain text failure' });
  });

  it('never fails silently: unknown throws get a generic message', () => {
    expect(submissionErrors(undefined)).toEqual({ [FORM_ERROR]: UNEXPECTED_SUBMIT_ERROR });
    expect(submissionErrors({ fieldErrors: { name: 'Too short' } })).toEqual({ name: 'Too short', [FORM_ERROR]: UNEXPECTED_SUBMIT_ERROR });
  });

  it('ignores field errors that are not strings', () => {
    expect(readSubmitError({ message: 'x', fieldErrors: { a: 1, b: '', c: 'ok' } })).toEqual({ message: 'x', fieldErrors: { c: 'ok' } });
  });
});
