import { Alert, Button, List, type ButtonProps, type ElementProps } from '@mantine/core';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form as FinalForm, useFormState, type FormProps as FinalFormProps, type FormRenderProps } from 'react-final-form';
import { readSubmitError, submissionErrors } from './submissionErrors.js';

export interface FormProps<V extends object> extends Omit<FinalFormProps<V>, 'onSubmit' | 'render' | 'children' | 'component'> {
  /**
   * Saves the values. Resolve for success; throw to fail — a TransportError-like error with
   * `fieldErrors` puts each message under its field, and its `message` goes to the alert on top.
   */
  onSubmit: (values: V, form: FormApi<V>) => void | Promise<void>;
  /** The fields; a function receives final-form's render props (values, submitting, form...). */
  children: ReactNode | ((props: FormRenderProps<V>) => ReactNode);
  /** Title of the red alert that shows the general submit error. */
  errorTitle?: ReactNode;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * react-final-form's Form rendering a <form noValidate>: the kit validates (required rules give
 * 'Field is required'), so the browser's own bubbles must not appear or block the submit.
 */
export function Form<V extends object>({
  onSubmit,
  children,
  errorTitle,
  id,
  className,
  subscription,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...config
}: FormProps<V>) {
  const handleSubmit = async (values: V, form: FormApi<V>): Promise<SubmissionErrors> => {
    try {
      await onSubmit(values, form);
      return undefined;
    } catch (error) {
      const errors = submissionErrors(error);
      const { fieldErrors } = readSubmitError(error);
      // A server message for a field this form does not show would be lost: list it in the alert.
      const registered = new Set(form.getRegisteredFields());
      const unshown = Object.entries(fieldErrors)
        .filter(([path]) => !registered.has(path))
        .map(([path, text]) => `${path}: ${text}`);
      if (unshown.length > 0) return { ...errors, [FORM_ERROR]: [errors[FORM_ERROR], ...unshown] };
      // The same words already stand under their field: do not repeat them in the alert.
      const shown = Object.values(fieldErrors);
      if (shown.includes(String(errors[FORM_ERROR]))) {
        const { [FORM_ERROR]: _repeated, ...fieldsOnly } = errors;
        return fieldsOnly;
      }
      return errors;
    }
  };

  return (
    <FinalForm<V>
      {...config}
      onSubmit={handleSubmit}
      // Fields subscribe to their own state. With plain children the form itself needs no
      // re-render per keystroke; a render function gets the full state unless told otherwise.
      subscription={subscription ?? (typeof children === 'function' ? undefined : {})}
      render={(renderProps) => (
        <form
          noValidate
          id={id}
          className={className}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          onSubmit={(event) => {
            void renderProps.handleSubmit(event);
          }}
        >
          <FormErrorAlert title={errorTitle} />
          {typeof children === 'function' ? children(renderProps) : children}
        </form>
      )}
    />
  );
}

/** The general submit error (FORM_ERROR) in a red alert; nothing when there is none. */
export function FormErrorAlert({ title }: { title?: ReactNode }) {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  const lines: string[] = (Array.isArray(submitError) ? submitError : [submitError]).filter(
    (line): line is string => typeof line === 'string' && line !== '',
  );
  if (lines.length === 0) return null;
  const [first, ...rest] = lines;
  return (
    <Alert color="red" title={title} mb="md" data-form-error>
      {first}
      {rest.length > 0 ? (
        <List size="sm" mt="xs">
          {rest.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

export type SubmitButtonProps = Omit<ButtonProps, 'loading'> &
  ElementProps<'button', 'type'> & {
    /** Disabled until something changed (edit forms). Default false: a new form may submit as is. */
    disableWhenPristine?: boolean;
  };

/** Submit button that spins while the form is submitting (and cannot be pressed twice). */
export function SubmitButton({ disableWhenPristine = false, disabled, children = 'Save', ...rest }: SubmitButtonProps) {
  const { submitting, pristine } = useFormState({ subscription: { submitting: true, pristine: true } });
  return (
    <Button {...rest} type="submit" loading={submitting} disabled={disabled || (disableWhenPristine && pristine)}>
      {children}
    </Button>
  );
}
