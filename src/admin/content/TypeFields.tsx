import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useField } from 'react-final-form';
import { hasTypeField, linkUrlLabel, parseVideoEmbed } from '../../shared/contentFields.js';
import type { ContentType } from '../../shared/contentTypes.js';
import { AsyncSelectField, DateTimeField, NumberField, TextareaField, TextField, type SelectOption } from '../forms/index.js';
import { MediaPickerField } from '../media/MediaPickerField.js';

export interface TypeFieldsProps {
  type: ContentType;
  readOnly: boolean;
  loadContacts: (phrase: string) => Promise<SelectOption[]>;
  contactOptions: SelectOption[];
}

/** Whether the type has any type-specific field (the section is hidden otherwise). */
export function hasTypeFields(type: ContentType): boolean {
  return (['eventDates', 'venue', 'address', 'linkUrl', 'embedCode', 'file', 'companyContact', 'contacts', 'person', 'audio', 'productModel', 'linkLabel'] as const).some((f) =>
    hasTypeField(type, f),
  );
}

/** The fields of the type (src/shared/contentFields.ts TYPE_FIELDS), named by their document paths. */
export function TypeFields({ type, readOnly, loadContacts, contactOptions }: TypeFieldsProps) {
  const has = (f: Parameters<typeof hasTypeField>[1]) => hasTypeField(type, f);
  const ro = { readOnly };
  return (
    <Stack gap="md">
      {has('eventDates') ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateTimeField name="startDate" label="Starts" required {...ro} />
          <DateTimeField name="endDate" label="Ends" description="Not before the start." {...ro} />
        </SimpleGrid>
      ) : null}
      {has('linkUrl') ? (
        <TextField name="linkUrl" label={linkUrlLabel(type)} placeholder="https://" required={type === 'Promotion' || type === 'Webinar'} {...ro} />
      ) : null}
      {has('linkLabel') ? <TextField name="details.linkLabel" label="Link text" placeholder="Learn more" {...ro} /> : null}
      {has('venue') ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="venue.name" label="Venue" description="A venue name or an address is needed to publish." {...ro} />
          <TextField name="venue.address1" label="Venue address" {...ro} />
          <TextField name="venue.address2" label="Venue address (line 2)" {...ro} />
          <TextField name="venue.city" label="City" {...ro} />
          <TextField name="venue.postalCode" label="Postal code" {...ro} />
          <TextField name="venue.region" label="State or region" {...ro} />
          <TextField name="venue.country" label="Country" {...ro} />
        </SimpleGrid>
      ) : null}
      {has('person') ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="details.firstName" label="First name" {...ro} />
          <TextField name="details.lastName" label="Last name" {...ro} />
          <TextField name="details.jobTitle" label="Title" placeholder="Editor-in-chief" {...ro} />
        </SimpleGrid>
      ) : null}
      {has('companyContact') || has('person') ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {has('companyContact') ? <TextField name="details.website" label="Website" placeholder="https://" {...ro} /> : null}
          <TextField name="details.email" label="E-mail" type="email" {...ro} />
          <TextField name="details.phone" label="Phone" {...ro} />
        </SimpleGrid>
      ) : null}
      {has('address') ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="address1" label="Address" {...ro} />
          <TextField name="address2" label="Address (line 2)" {...ro} />
          <TextField name="city" label="City" {...ro} />
          <TextField name="postalCode" label="Postal code" {...ro} />
          <TextField name="state" label="State or region" {...ro} />
          <TextField name="country" label="Country" {...ro} />
        </SimpleGrid>
      ) : null}
      {has('contacts') ? (
        <AsyncSelectField
          name="details.contactIds"
          label="Contacts"
          description="Contact items of this site shown with the company."
          multiple
          loadOptions={loadContacts}
          initialOptions={contactOptions}
          placeholder="Search contacts"
          {...ro}
        />
      ) : null}
      {has('embedCode') ? <EmbedCodeField readOnly={readOnly} /> : null}
      {has('file') ? (
        <MediaPickerField name="details.fileAssetId" label={type === 'Document' ? 'File' : 'Download file'} kind="file" required={type === 'Document'} readOnly={readOnly} />
      ) : null}
      {has('audio') ? (
        <Stack gap="sm">
          <TextField name="details.audioUrl" label="Audio URL" placeholder="https://…/episode.mp3" description="Or choose an audio file below." {...ro} />
          <MediaPickerField name="details.audioAssetId" label="Audio file" kind="file" readOnly={readOnly} />
          <DurationField readOnly={readOnly} />
        </Stack>
      ) : null}
      {has('productModel') ? <TextField name="details.productModel" label="Model" placeholder="XR-200" {...ro} /> : null}
    </Stack>
  );
}

function EmbedCodeField({ readOnly }: { readOnly: boolean }) {
  const { input } = useField<string>('embedCode', { subscription: { value: true } });
  const video = typeof input.value === 'string' && input.value.trim() ? parseVideoEmbed(input.value) : null;
  return (
    <Stack gap={4}>
      <TextareaField
        name="embedCode"
        label="Video"
        required
        autosize
        minRows={2}
        placeholder="https://www.youtube.com/watch?v=… or https://vimeo.com/… or their embed code"
        description="YouTube or Vimeo only: paste the video's link or its embed code."
        readOnly={readOnly}
      />
      {video ? (
        <Text size="xs" c="dimmed" data-testid="embed-preview">
          {video.provider === 'youtube' ? 'YouTube' : 'Vimeo'} video {video.id}
        </Text>
      ) : null}
    </Stack>
  );
}

function DurationField({ readOnly }: { readOnly: boolean }) {
  const { input } = useField<number | null>('details.durationSeconds', { subscription: { value: true } });
  const seconds = typeof input.value === 'number' ? input.value : null;
  const shown = seconds != null ? `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s` : undefined;
  return <NumberField name="details.durationSeconds" label="Duration (seconds)" min={0} max={86_400} description={shown} readOnly={readOnly} />;
}
