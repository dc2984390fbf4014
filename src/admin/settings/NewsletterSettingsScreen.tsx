import { useMutation, useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { GetNewsletterSettingsDocument, GetTenantInfoDocument, SaveNewsletterSettingsDocument } from '../../gql/graphql.js';
import {
  NEWSLETTER_LIMITS,
  NEWSLETTER_SETTINGS_MESSAGES,
  checkNewsletterSettings,
  newsletterSettingsWithDefaults,
  type EnabledNewsletter,
  type NewsletterSettings,
} from '../../shared/settings/index.js';
import { CheckboxField, Conditional, FormSection, MultiSelectField, SwitchField, TextField, TextareaField, fieldError, type SelectOption } from '../forms/index.js';
import { useAdminSession } from '../shell/session.js';
import { ListEditor } from './ListEditor.js';
import { SettingsScreen } from './SettingsScreen.js';

/**
 * /admin/newsletter-settings: every field of 001 §3 "Newsletter settings" — groupSites,
 * stealthLink, enabledNewsletters (each with product, title, description; 001 §5 requires the
 * three), subscribeBlockSettings and injectionSettings. Newsletter managers
 * (manage_newsletter_settings) save; users who may read the site settings see them read-only. A
 * newsletter added here gets its audience product when saved (docs/newsletters.md).
 */
export function NewsletterSettingsScreen() {
  const { can } = useAdminSession();
  const query = useQuery(GetNewsletterSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SaveNewsletterSettingsDocument);
  const readOnly = !can('manage_newsletter_settings');
  const sites = useGroupSiteOptions();
  return (
    <SettingsScreen<NewsletterSettings>
      loadErrorTitle="The newsletter settings could not be loaded"
      doc={query.data?.getNewsletterSettings}
      error={query.error}
      loading={query.loading}
      reload={() => query.refetch()}
      withDefaults={newsletterSettingsWithDefaults}
      maw={960}
      check={checkNewsletterSettings}
      noun="newsletter settings"
      readOnly={readOnly}
      save={(payload, version) => save({ variables: { payload, version } })}
    >
      {() => (
        <Stack gap="lg">
          <FormSection title="Sites" description="Sites whose readers share these newsletters' subscriber lists, and the stealth link.">
            <GroupSitesField options={sites} readOnly={readOnly} />
            <TextField
              name="stealthLink"
              label="Stealth link"
              placeholder="https://…"
              description="A link to the newsletters that is not counted in reports."
              readOnly={readOnly}
            />
          </FormSection>

          <FormSection title="Enabled newsletters" description="The newsletters readers may subscribe to, in the order the site lists them.">
            <ListEditor<EnabledNewsletter>
              name="enabledNewsletters"
              newItem={() => ({ productId: null, title: '', description: '', showInSubscribeBlock: true })}
              itemTitle={(newsletter, i) => newsletter.title || `Newsletter ${i + 1}`}
              addLabel="Add newsletter"
              emptyText="No newsletters yet."
              readOnly={readOnly}
              max={NEWSLETTER_LIMITS.newsletters}
              renderItem={(prefix) => <NewsletterFields prefix={prefix} readOnly={readOnly} />}
            />
          </FormSection>

          <FormSection title="Subscribe block settings" description="The subscribe block and the footer sign-up offer the newsletters shown in the subscribe block.">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextField name="subscribeBlockSettings.title" label="Title" readOnly={readOnly} />
              <TextField name="subscribeBlockSettings.buttonLabel" label="Button label" readOnly={readOnly} />
            </SimpleGrid>
            <TextareaField name="subscribeBlockSettings.description" label="Description" autosize minRows={2} readOnly={readOnly} />
            <TextField
              name="subscribeBlockSettings.promoCode"
              label="Promo code"
              description="Sent with sign-ups when the page has no pk parameter."
              readOnly={readOnly}
              maw={440}
            />
          </FormSection>

          <FormSection title="Injection settings" description="Links in newsletters carry the subscriber's encrypted customer id, so the site knows the reader.">
            <SwitchField name="injectionSettings.enabled" label="Add the encrypted customer id to newsletter links" readOnly={readOnly} />
            <Conditional when="injectionSettings.enabled" is={true}>
              <TextField name="injectionSettings.parameterName" label="Parameter name" description="The query parameter that carries the id." readOnly={readOnly} maw={440} />
            </Conditional>
          </FormSection>
        </Stack>
      )}
    </SettingsScreen>
  );
}

/** Other sites this user may see, by key (the site list of the CMS user screens, less this site). */
function useGroupSiteOptions(): SelectOption[] {
  const session = useAdminSession();
  const viewerIsGlobal = session.user.isGlobal === 1;
  const { data } = useQuery(GetTenantInfoDocument, { variables: { includeTest: true } });
  return useMemo(() => {
    const allowed = viewerIsGlobal ? null : new Set(session.user.tenants.map((t) => t.id));
    return (data?.getTenantInfo.tenants ?? [])
      .filter((t) => t.tenantKey !== session.tenant.tenantKey && (!allowed || allowed.has(t.id)))
      .map((t) => ({ value: t.tenantKey, label: t.isTest ? `${t.name} (test)` : t.name }));
  }, [data, viewerIsGlobal, session.user.tenants, session.tenant.tenantKey]);
}

/** A stored key this user cannot see (another user's choice) stays selected and shows as the key. */
function GroupSitesField({ options, readOnly }: { options: SelectOption[]; readOnly: boolean }) {
  const { input } = useField<string[]>('groupSites', { subscription: { value: true } });
  const all = useMemo(() => {
    const known = new Set(options.map((o) => o.value));
    const chosen = Array.isArray(input.value) ? input.value : [];
    return [...options, ...chosen.filter((key) => !known.has(key)).map((key) => ({ value: key, label: key }))];
  }, [options, input.value]);
  return (
    <MultiSelectField
      name="groupSites"
      label="Group sites"
      description="Leave empty for this site only."
      options={all}
      searchable
      readOnly={readOnly}
      nothingFoundMessage="No items found."
    />
  );
}

function NewsletterFields({ prefix, readOnly }: { prefix: string; readOnly: boolean }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextField name={`${prefix}.title`} label="Title" required readOnly={readOnly} />
        <ProductField name={`${prefix}.productId`} />
      </SimpleGrid>
      <TextareaField name={`${prefix}.description`} label="Description" autosize minRows={2} required readOnly={readOnly} />
      <CheckboxField name={`${prefix}.showInSubscribeBlock`} label="Show in subscribe block" readOnly={readOnly} />
    </Stack>
  );
}

/**
 * The audience product a subscriber holds: read-only, since subscribers hold it; a new newsletter
 * has none until the save assigns the next one. The server's messages about it show here.
 */
function ProductField({ name }: { name: string }) {
  const { input, meta } = useField<number | null>(name, {
    subscription: { value: true, error: true, submitError: true, touched: true, submitFailed: true, dirtySinceLastSubmit: true },
  });
  const productId = typeof input.value === 'number' ? input.value : null;
  return (
    <TextInput
      label="Product"
      value={productId === null ? '' : String(productId)}
      description={productId === null ? NEWSLETTER_SETTINGS_MESSAGES.productAssignedOnSave : 'The audience product subscribers hold.'}
      readOnly
      error={fieldError(meta)}
    />
  );
}
