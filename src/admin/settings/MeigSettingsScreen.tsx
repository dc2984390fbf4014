import { useMutation, useQuery } from '@apollo/client/react';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { GetMeigSettingsDocument, SaveMeigSettingsDocument } from '../../gql/graphql.js';
import { MAX_MEIG_FEATURED, MEIG_PAGE_SIZE, MEIG_SORTS, MEIG_SORT_LABELS, checkMeigSettings, meigSettingsWithDefaults, type MeigSettings } from '../../shared/settings/index.js';
import { Conditional, FormSection, NumberField, SelectField, SwitchField, TextField, TextareaField } from '../forms/index.js';
import { useAdminSession } from '../shell/session.js';
import { IdMultiSelectField, IdSelectField, TagsField, useContentOptions, useSectionOptions } from './fields.js';
import { SettingsScreen } from './SettingsScreen.js';

const SORT_OPTIONS = MEIG_SORTS.map((value) => ({ value, label: MEIG_SORT_LABELS[value] }));

/**
 * /admin/meig-settings: the site's industry guide (MEIG) — a directory of its Company content.
 * Our interpretation of a screen the spec only names; see README "Site settings".
 */
export function MeigSettingsScreen() {
  const { can } = useAdminSession();
  const query = useQuery(GetMeigSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SaveMeigSettingsDocument);
  const sections = useSectionOptions();
  const companies = useContentOptions('Company');
  const readOnly = !can('manage_site_settings');
  return (
    <SettingsScreen<MeigSettings>
      loadErrorTitle="The MEIG settings could not be loaded"
      doc={query.data?.getMeigSettings}
      error={query.error}
      loading={query.loading}
      reload={() => query.refetch()}
      withDefaults={meigSettingsWithDefaults}
      maw={900}
      check={checkMeigSettings}
      noun="MEIG settings"
      readOnly={readOnly}
      save={(payload, version) => save({ variables: { payload, version } })}
    >
      {() => (
        <Stack gap="lg">
          <FormSection title="Industry guide" description="A directory of the companies of this site, with its own landing page.">
            <SwitchField name="enabled" label="Publish the industry guide" readOnly={readOnly} />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextField name="title" label="Title" required readOnly={readOnly} />
              <TextField name="path" label="Path" description="Where the guide lives, e.g. /industry-guide." required readOnly={readOnly} />
            </SimpleGrid>
            <TextareaField name="intro" label="Introduction" autosize minRows={3} readOnly={readOnly} />
          </FormSection>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Title order={2} size="h5">
                Listings
              </Title>
              <IdSelectField
                name="sectionId"
                label="Companies from section"
                description="Leave empty to list every company of the site."
                options={sections.options}
                loading={sections.loading}
                readOnly={readOnly}
              />
              <IdMultiSelectField
                name="featuredCompanies"
                label="Featured companies"
                description={`Shown on top, in this order; at most ${MAX_MEIG_FEATURED}.`}
                options={companies.options}
                loading={companies.loading}
                maxValues={MAX_MEIG_FEATURED}
                readOnly={readOnly}
              />
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <SelectField name="sort" label="Order" options={SORT_OPTIONS} required readOnly={readOnly} />
                <NumberField
                  name="pageSize"
                  label="Companies per page"
                  description={`${MEIG_PAGE_SIZE.min}–${MEIG_PAGE_SIZE.max}, default ${MEIG_PAGE_SIZE.default}.`}
                  required
                  readOnly={readOnly}
                  allowDecimal={false}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <SwitchField name="leadFormEnabled" label='"Request information" form on listings' readOnly={readOnly} />
              <Conditional when="leadFormEnabled" is={true}>
                <TagsField name="leadNotificationEmails" label="Send requests to" description="E-mail addresses; press Enter after each." required readOnly={readOnly} />
              </Conditional>
            </Stack>
          </Paper>
        </Stack>
      )}
    </SettingsScreen>
  );
}
