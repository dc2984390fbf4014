import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { SettingsLoadBoundary } from './LoadBoundary.js';
import { SettingsDocumentForm, SettingsLoader, type LoadedSettings, type SettingsDocumentFormProps } from './SettingsDocumentForm.js';

export interface SettingsScreenProps<V extends object> extends Omit<SettingsDocumentFormProps<V>, 'doc' | 'initialValues' | 'onReload'> {
  /** Title of the load failure ('The MEIG settings could not be loaded'). */
  loadErrorTitle: string;
  /** The settings query's document, error and state. */
  doc: LoadedSettings | undefined;
  error: unknown;
  loading: boolean;
  /** Refetches the document: Try again after a load failure, Reload after a CONFLICT. */
  reload: () => Promise<unknown>;
  /** The stored payload with the defaults filled in: the form's values. */
  withDefaults: (stored: unknown) => V;
  /** Width limit of the form; none for the site settings, which lay out their own groups. */
  maw?: number;
}

/**
 * One settings document screen: the load failure boundary with Try again, the spinner, then the
 * document's form with the stored payload (defaults filled in) as its values.
 */
export function SettingsScreen<V extends object>({ loadErrorTitle, doc, error, loading, reload, withDefaults, maw, ...form }: SettingsScreenProps<V>) {
  // Memoised on the loaded payload: a new version (save, reload) reinitialises the form.
  const initialValues = useMemo(() => withDefaults(doc?.payload ?? {}), [withDefaults, doc?.payload]);
  return (
    <SettingsLoadBoundary title={loadErrorTitle} onRetry={reload}>
      <SettingsLoader data={doc} error={error} loading={loading}>
        {(loaded) => {
          const body = <SettingsDocumentForm<V> {...form} doc={loaded} initialValues={initialValues} onReload={reload} />;
          return maw === undefined ? body : <Box maw={maw}>{body}</Box>;
        }}
      </SettingsLoader>
    </SettingsLoadBoundary>
  );
}
