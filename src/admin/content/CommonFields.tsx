import { Code, SimpleGrid, Text } from '@mantine/core';
import { useFormState } from 'react-final-form';
import { canonicalPathOf } from '../../shared/aliases.js';
import { deriveContentAlias, EXCLUDE_AD_KEYS, SUGGESTED_LABELS, type ExcludeAdKey } from '../../shared/contentFields.js';
import type { ContentType } from '../../shared/contentTypes.js';
import {
  AsyncSelectField,
  DateTimeField,
  MultiSelectField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
  type SelectOption,
} from '../forms/index.js';
import { RichTextField } from '../forms/RichTextField.js';
import { MediaPickerField } from '../media/MediaPickerField.js';
import type { ContentFormValues } from './contentForm.js';
import { SchedulesField } from './SchedulesField.js';
import { TagsField } from '../forms/TagsField.js';

const STATUS_OPTIONS: SelectOption[] = [
  { value: '1', label: 'Published' },
  { value: '2', label: 'Draft' },
  { value: '0', label: 'Deleted' },
];

const EXCLUDE_AD_LABELS: Record<ExcludeAdKey, string> = {
  welcomeAd: 'Welcome ad',
  headerLeaderboardAd: 'Header leaderboard',
  stickyLeaderboardAd: 'Sticky leaderboard',
  contentBodyNativeAd: 'Native ad in the body',
  contentBodyEmbedAd: 'Embedded ad in the body',
  contentListNativeAd: 'Native ad in content lists',
  reskinAd: 'Reskin',
};

/** Name, teaser, body, SEO title and the alias with the canonical path it gives. */
export function TextFields({ readOnly, sectionAliasOf, savedPath }: { readOnly: boolean; sectionAliasOf: Map<string, string>; savedPath: string | null }) {
  return (
    <>
      <TextField name="name" label="Name" required readOnly={readOnly} />
      <TextareaField name="teaser" label="Teaser" description="Plain text shown in lists and under the title." autosize minRows={2} readOnly={readOnly} />
      <RichTextField name="body" label="Body" readOnly={readOnly} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="seoTitle" label="SEO title" description="The page title for search engines; the name when blank." readOnly={readOnly} />
        <TextField name="manualAlias" label="Alias" description="Your own URL slug; blank derives it from the name." placeholder="e.g. gan-chargers-shrink" readOnly={readOnly} />
      </SimpleGrid>
      <PathPreview sectionAliasOf={sectionAliasOf} savedPath={savedPath} />
    </>
  );
}

/** The canonical path the item gets: primary section alias / slug (a -2 suffix when taken). */
function PathPreview({ sectionAliasOf, savedPath }: { sectionAliasOf: Map<string, string>; savedPath: string | null }) {
  const { values } = useFormState<ContentFormValues>({ subscription: { values: true } });
  const name = values.name ?? '';
  const sectionAlias = values.primarySectionId ? sectionAliasOf.get(values.primarySectionId) : null;
  const alias = name.trim() || values.manualAlias?.trim() ? deriveContentAlias({ name, manualAlias: values.manualAlias }, sectionAlias) : '';
  const path = alias ? canonicalPathOf(alias) : null;
  const moved = savedPath && path && !savedPath.startsWith(path) ? ' The old path will redirect to the new one when the item is published.' : '';
  return (
    <Text size="sm" c="dimmed" data-testid="canonical-path">
      Canonical path: <Code>{path ?? '—'}</Code>
      {savedPath && savedPath !== path ? (
        <>
          {' '}
          (saved: <Code>{savedPath}</Code>)
        </>
      ) : null}
      {!savedPath && path ? ' A -2, -3 … suffix is added if another item already uses it.' : moved}
    </Text>
  );
}

export function PublishingFields({ readOnly }: { readOnly: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} required allowDeselect={false} readOnly={readOnly} />
      <DateTimeField name="published" label="Published" description="Publishing without a date publishes now." readOnly={readOnly} />
      <DateTimeField name="unpublished" label="Unpublished" description="After this the item is no longer shown." readOnly={readOnly} />
    </SimpleGrid>
  );
}

export interface PlacementProps {
  readOnly: boolean;
  sectionOptions: SelectOption[];
  loadTaxonomy: (phrase: string) => Promise<SelectOption[]>;
  taxonomyOptions: SelectOption[];
  loadPersons: (phrase: string) => Promise<SelectOption[]>;
  authorOptions: SelectOption[];
  loadCompanies: (phrase: string) => Promise<SelectOption[]>;
  companyOptions: SelectOption[];
  type: ContentType;
}

export function PlacementFields(p: PlacementProps) {
  const ro = { readOnly: p.readOnly };
  return (
    <>
      <SelectField name="primarySectionId" label="Primary section" description="The item's home; its alias starts with the section's." options={p.sectionOptions} searchable {...ro} />
      <SchedulesField sectionOptions={p.sectionOptions} readOnly={p.readOnly} />
      <AsyncSelectField name="taxonomyIds" label="Taxonomy" multiple loadOptions={p.loadTaxonomy} initialOptions={p.taxonomyOptions} placeholder="Search terms" {...ro} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AsyncSelectField name="authorIds" label="Authors" multiple loadOptions={p.loadPersons} initialOptions={p.authorOptions} placeholder="Search persons" {...ro} />
        {p.type === 'Company' ? null : (
          <AsyncSelectField name="companyId" label="Company" loadOptions={p.loadCompanies} initialOptions={p.companyOptions} placeholder="Search companies" {...ro} />
        )}
      </SimpleGrid>
      <TagsField name="labels" label="Labels" description="Shown with the item, e.g. Sponsored." data={[...SUGGESTED_LABELS]} placeholder="Add a label" {...ro} />
    </>
  );
}

export function ImageFields({ readOnly, type }: { readOnly: boolean; type: ContentType }) {
  return (
    <>
      <MediaPickerField name="primaryImageId" label="Primary image" kind="image" readOnly={readOnly} />
      <MediaPickerField
        name="imageIds"
        label={type === 'MediaGallery' ? 'Gallery images' : 'Further images'}
        description={type === 'MediaGallery' ? 'In the order the gallery shows them; at least one to publish.' : undefined}
        kind="image"
        multiple
        readOnly={readOnly}
      />
    </>
  );
}

export function AccessFields({ readOnly, membershipOptions }: { readOnly: boolean; membershipOptions: SelectOption[] }) {
  const ro = { readOnly };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelectField name="membershipIds" label="Memberships" description="Readers need one of these memberships." options={membershipOptions} searchable clearable {...ro} />
        <TextField name="gatingSurveyType" label="Gating survey type" description="The survey a reader completes to unlock the item." {...ro} />
      </SimpleGrid>
      <SwitchField name="userRegistrationRequired" label="Registration required" description="Only logged-in readers see the full item." {...ro} />
      <Text size="sm" fw={500}>
        Exclude ads
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {EXCLUDE_AD_KEYS.map((key) => (
          <SwitchField key={key} name={`excludeAds.${key}`} label={EXCLUDE_AD_LABELS[key]} {...ro} />
        ))}
      </SimpleGrid>
    </>
  );
}

export function MetadataFields({ readOnly }: { readOnly: boolean }) {
  return (
    <>
      <TextareaField name="metadata.description" label="Meta description" autosize minRows={2} readOnly={readOnly} />
      <TagsField name="metadata.keywords" label="Keywords" placeholder="Add a keyword" readOnly={readOnly} />
    </>
  );
}
