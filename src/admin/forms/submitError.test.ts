import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { TransportError } from '../../client/errors.js';
import { SubmitError, errorCode, toSubmitError } from './submitError.js';

describe('toSubmitError', () => {
  it("reads Apollo's CombinedGraphQLErrors: first message, code and field errors", () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        { message: 'Please correct the highlighted fields.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Another user already has this e-mail address.' } } },
        { message: 'second' },
      ],
    });
    const read = toSubmitError(error);
    expect(read).toBeInstanceOf(SubmitError);
    expect(read.message).toBe('Please correct the highlighted fields.');
    expect(read.code).toBe('BAD_USER_INPUT');
    expect(read.fieldErrors).toEqual({ email: 'Another user already has this e-mail address.' });
  });

  it("reads the transport's TransportError", () => {
    const error = new TransportError('The username or password is incorrect.', { status: 401, code: 'UNAUTHENTICATED' });
    expect(toSubmitError(error)).toMatchObject({ message: 'The username or password is incorrect.', code: 'UNAUTHENTICATED', fieldErrors: {} });
    expect(errorCode(new TransportError('stale', { status: 409, code: 'CONFLICT' }))).toBe('CONFLICT');
  });

  it('has a message for anything else', () => {
    expect(toSubmitError(new Error('boom')).message).toBe('boom');
    expect(toSubmitError('text').message).toBe('text');
    expect(toSubmitError(undefined).message).toBe('Something went wrong. Please try again.');
    expect(errorCode(new Error('x'))).toBeUndefined();
  });
});
