import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import { flattenErrors } from '../layoutForm.js';

/**
 * The messages a grid's rows and blocks should show while their drawers are closed, by form path:
 * the server's (until the next submit) and, once a save was tried, the form's own checks.
 */
export function useGridErrors(): Record<string, string> {
  const { errors, submitErrors, submitFailed } = useFormState({ subscription: { errors: true, submitErrors: true, submitFailed: true } });
  return useMemo(() => ({ ...(submitFailed ? flattenErrors(errors) : {}), ...flattenErrors(submitErrors) }), [errors, submitErrors, submitFailed]);
}
