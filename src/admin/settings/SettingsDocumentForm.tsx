import { Alert, Group, Stack, Text } from '@mantine/core';
import { setIn } from 'final-form';
import type { ReactNode } from 'react';
import type { FormRenderProps } from 'react-final-form';
import type { SettingsCheck } from '../../shared/settings/index.js';
import { ConflictAlert, useConflict } from '../forms/Conflict.js';
import { Form, SubmitButton, Loaded } from '../forms/index.js';
import { showToast } from '../shell/toast.js';
import { settingsLoadError } from './LoadBoundary.js';

/** What every settings query answers (the GraphQL SettingsDocument). */
export interface LoadedSettings {
  payload: unknown;
  version: number;
  updated?: unknown;
  updatedBy?: string | null;
}

/** The shared schema's messages as final-form errors (nested by path), or undefined when valid. */
export function formErrorsOf<T>(check: SettingsCheck<T>): object | undefined {
  if (check.ok) return undefined;
  let errors: object = {};
  for (const [path, message] of Object.entries(check.fieldErrors)) {
    if (path !== '_') errors = setIn(errors, path, message);
  }
  return errors;
}

/**
 * Throws the load failure (caught by SettingsLoadBoundary), shows a spinner while loading, and
 * renders `children` with the loaded document once there.
 */
export function SettingsLoader<D extends LoadedSettings>({
  data,
  error,
  loading,
  children,
}: {
  data: D | undefined;
  error: unknown;
  loading: boolean;
  children: (doc: D) => ReactNode;
}) {
  // Unlike other screens, a settings load failure is thrown (spec 000 §8), for SettingsLoadBoundary.
  if (error && !data) throw settingsLoadError(error);
  return (
    <Loaded data={data} loading={loading}>
      {children}
    </Loaded>
  );
}

export interface SettingsDocumentFormProps<V extends object> {
  doc: LoadedSettings;
  /** The stored payload as form values (defaults are already applied by the server). */
  initialValues: V;
  /** The shared check: the same rules the server applies on save. */
  check: (values: V) => SettingsCheck<unknown>;
  save: (payload: V, version: number) => Promise<unknown>;
  onReload: () => Promise<unknown>;
  readOnly: boolean;
  /** "site settings", "header call-to-action"... used in the alerts and the toast. */
  noun: string;
  children: (props: FormRenderProps<V>) => ReactNode;
  /** Rendered beside the save button (e.g. group navigation hints). */
  footer?: ReactNode;
}

function lastSaved(doc: LoadedSettings): string {
  if (doc.version === 0 || typeof doc.updated !== 'string') return 'Nothing saved yet: the defaults are shown.';
  const when = new Date(doc.updated).toLocaleString();
  return `Version ${doc.version}, saved ${doc.updatedBy ? `by ${doc.updatedBy} ` : ''}on ${when}.`;
}

/**
 * The form of one settings document: client checks with the shared schema, server field errors
 * beside their fields (the kit's submission errors), CONFLICT with Reload, read-only for users
 * who may only view.
 */
export function SettingsDocumentForm<V extends object>({ doc, initialValues, check, save, onReload, readOnly, noun, children, footer }: SettingsDocumentFormProps<V>) {
  const conflict = useConflict(onReload);

  async function onSubmit(next: V) {
    const result = await conflict.guard(() => save(next, doc.version));
    if (result === undefined) return;
    showToast({ kind: 'success', message: `The ${noun} were saved.` });
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="settings-version">
        {lastSaved(doc)}
      </Text>
      {readOnly ? (
        <Alert color="gray" title="Read only" data-testid="settings-read-only">
          You may view the {noun} but not change them.
        </Alert>
      ) : null}
      <ConflictAlert title={`Someone else changed the ${noun}`} state={conflict} />
      <Form<V>
        onSubmit={onSubmit}
        // Memoised by the screens on the loaded payload: a new version (save, reload) reinitialises the form.
        initialValues={initialValues}
        validate={(v) => formErrorsOf(check(v))}
        errorTitle={`The ${noun} were not saved`}
        aria-label={noun}
        // The groups subscribe to what they need (FormSpy, fields): typing re-renders one field, not the form.
        subscription={{}}
      >
        {(props) => (
          <Stack gap="lg">
            {children(props)}
            {readOnly ? null : (
              <Group justify="flex-end" gap="sm">
                {footer}
                <SubmitButton disableWhenPristine>Save</SubmitButton>
              </Group>
            )}
          </Stack>
        )}
      </Form>
    </Stack>
  );
}
