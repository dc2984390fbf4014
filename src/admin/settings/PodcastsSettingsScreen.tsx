import { useMutation, useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { GetPodcastsSettingsDocument, SavePodcastsSettingsDocument } from '../../gql/graphql.js';
import {
  MAX_PODCASTS,
  MAX_PODCAST_LINKS,
  PODCAST_SERVICES,
  PODCAST_SERVICE_LABELS,
  checkPodcastsSettings,
  podcastsSettingsWithDefaults,
  type PodcastSettings,
  type PodcastsSettings,
} from '../../shared/settings/index.js';
import { SelectField, TextField, TextareaField } from '../forms/index.js';
import { MediaPickerField } from '../media/MediaPickerField.js';
import { useAdminSession } from '../shell/session.js';
import { ListEditor } from './ListEditor.js';
import { SettingsScreen } from './SettingsScreen.js';

const SERVICE_OPTIONS = PODCAST_SERVICES.map((value) => ({ value, label: PODCAST_SERVICE_LABELS[value] }));

/** /admin/podcasts-settings: per podcast url and title (required), image, description and service links. */
export function PodcastsSettingsScreen() {
  const { can } = useAdminSession();
  const query = useQuery(GetPodcastsSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SavePodcastsSettingsDocument);
  const readOnly = !can('manage_site_settings');
  return (
    <SettingsScreen<PodcastsSettings>
      loadErrorTitle="The podcasts settings could not be loaded"
      doc={query.data?.getPodcastsSettings}
      error={query.error}
      loading={query.loading}
      reload={() => query.refetch()}
      withDefaults={podcastsSettingsWithDefaults}
      maw={960}
      check={checkPodcastsSettings}
      noun="podcasts settings"
      readOnly={readOnly}
      save={(payload, version) => save({ variables: { payload, version } })}
    >
      {() => (
        <ListEditor<PodcastSettings>
          name="podcasts"
          newItem={() => ({ url: '', title: '', image: null, description: '', links: [] })}
          itemTitle={(podcast, i) => podcast.title || `Podcast ${i + 1}`}
          addLabel="Add podcast"
          emptyText="No podcasts yet."
          readOnly={readOnly}
          max={MAX_PODCASTS}
          renderItem={(prefix) => <PodcastFields prefix={prefix} readOnly={readOnly} />}
        />
      )}
    </SettingsScreen>
  );
}

function PodcastFields({ prefix, readOnly }: { prefix: string; readOnly: boolean }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextField name={`${prefix}.title`} label="Title" required readOnly={readOnly} />
        <TextField name={`${prefix}.url`} label="URL" description="The podcast's page, starting with https://" required readOnly={readOnly} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MediaPickerField name={`${prefix}.image`} label="Image" kind="image" readOnly={readOnly} />
        <TextareaField name={`${prefix}.description`} label="Description" autosize minRows={3} readOnly={readOnly} />
      </SimpleGrid>
      <Text size="sm" fw={500}>
        Podcast services
      </Text>
      <ListEditor<{ service: string; url: string }>
        name={`${prefix}.links`}
        compact
        newItem={() => ({ service: 'apple', url: '' })}
        itemTitle={(link) => PODCAST_SERVICE_LABELS[link.service as keyof typeof PODCAST_SERVICE_LABELS] ?? 'link'}
        addLabel="Add service link"
        emptyText="No service links yet."
        readOnly={readOnly}
        max={MAX_PODCAST_LINKS}
        renderItem={(linkPrefix) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField name={`${linkPrefix}.service`} label="Service" options={SERVICE_OPTIONS} required readOnly={readOnly} />
            <TextField name={`${linkPrefix}.url`} label="Link" required readOnly={readOnly} />
          </SimpleGrid>
        )}
      />
    </Stack>
  );
}
