import { SimpleGrid, Stack } from '@mantine/core';
import { useField } from 'react-final-form';
import { CONTENT_TYPE_CATALOGUE } from '../../shared/contentTypes.js';
import { LOAD_MORE_TYPES, type LoadMoreType } from '../../shared/layout.js';
import {
  GATING_REQUIREMENTS,
  LAYOUT_EXCLUDE_AD_FLAGS,
  LAYOUT_TYPES,
  LAYOUT_TYPE_LABELS,
  PROPAGATION_PAGE_TYPES,
  visibleLayoutFields,
  type LayoutExcludeAdFlag,
  type LayoutType,
  type PropagationPageType,
} from '../../shared/layouts/layout.js';
import { CheckboxField, FormSection, MultiSelectField, SelectField, SwitchField, TextField, type SelectOption } from '../forms/index.js';
import { AliasesField } from './AliasesField.js';
import { CheckboxGroupField } from './CheckboxGroupField.js';

const TYPE_OPTIONS: SelectOption[] = LAYOUT_TYPES.map((type) => ({ value: type, label: LAYOUT_TYPE_LABELS[type] }));
const CONTENT_TYPE_OPTIONS: SelectOption[] = CONTENT_TYPE_CATALOGUE.map((type) => ({ value: type.value, label: type.label }));
const GATING_OPTIONS: SelectOption[] = GATING_REQUIREMENTS.map((value) => ({ value, label: value === 'omeda' ? 'Omeda' : 'Membership' }));

const PAGE_TYPE_LABELS: Record<PropagationPageType, string> = { section: 'Section pages', content: 'Content pages', all: 'Section and content pages' };
const PAGE_TYPE_OPTIONS: SelectOption[] = PROPAGATION_PAGE_TYPES.map((value) => ({ value, label: PAGE_TYPE_LABELS[value] }));

const LOAD_MORE_LABELS: Record<LoadMoreType, string> = {
  none: 'None',
  'custom-click': 'Custom, on click',
  'custom-scroll': 'Custom, on scroll',
  'page-click': 'Page, on click',
  'page-scroll': 'Page, on scroll',
};
const LOAD_MORE_OPTIONS: SelectOption[] = LOAD_MORE_TYPES.map((value) => ({ value, label: LOAD_MORE_LABELS[value] }));

/** Readable names of the excludeAds flags of 001 §3. */
export const EXCLUDE_AD_LABELS: Record<LayoutExcludeAdFlag, string> = {
  welcomeAd: 'Welcome ad',
  headerLeaderboardAd: 'Header leaderboard ad',
  stickyLeaderboardAd: 'Sticky leaderboard ad',
  contentBodyNativeAd: 'Native ad in the content body',
  contentBodyEmbedAd: 'Embedded ad in the content body',
  contentListNativeAd: 'Native ads in content lists',
  reskinAd: 'Reskin ad',
};

/** The conditional fields shown for the values being edited (001 §3 "Conditional fields"). */
function useVisibleFields() {
  const type = useField<LayoutType | null>('type', { subscription: { value: true } }).input.value;
  const propagate = useField<boolean>('propagate', { subscription: { value: true } }).input.value === true;
  const isGlobal = useField<boolean>('isGlobal', { subscription: { value: true } }).input.value === true;
  return { type: type || null, ...visibleLayoutFields({ type: (type || 'content') as LayoutType, propagate, isGlobal }) };
}

/** Name, type, module key and aliases. */
export function IdentityFields({ readOnly }: { readOnly: boolean }) {
  const visible = useVisibleFields();
  return (
    <FormSection title="Layout" description="Which pages the layout builds: by type, and for some types by path or module key.">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="name" label="Name" required readOnly={readOnly} maxLength={200} />
        <SelectField name="type" label="Type" options={TYPE_OPTIONS} required readOnly={readOnly} placeholder="Choose a type" />
        {visible.key ? <TextField name="key" label="Module key" required readOnly={readOnly} maxLength={100} description="The module whose pages use this layout." /> : null}
      </SimpleGrid>
      <AliasesField required={visible.type === 'url-override'} readOnly={readOnly} />
    </FormSection>
  );
}

/** Propagation, content types and gating. */
export function ScopeFields({ readOnly }: { readOnly: boolean }) {
  const visible = useVisibleFields();
  return (
    <FormSection title="Where it applies">
      <CheckboxField name="propagate" label="Propagate" description="Also use this layout below the sections it names." readOnly={readOnly} />
      {visible.pageType ? <SelectField name="pageType" label="Page type" options={PAGE_TYPE_OPTIONS} required readOnly={readOnly} description="Which pages below those sections the layout reaches." /> : null}
      {visible.contentTypes ? (
        <MultiSelectField name="contentTypes" label="Content types" options={CONTENT_TYPE_OPTIONS} required searchable hidePickedOptions readOnly={readOnly} placeholder="Choose content types" />
      ) : null}
      <CheckboxGroupField name="gatingRequirements" label="Gating requirements" options={GATING_OPTIONS} readOnly={readOnly} description="Only for pages gated this way." />
    </FormSection>
  );
}

/** isGlobal and the sites of a layout that is not global. */
export function SiteFields({ readOnly, globalAllowed, siteOptions, sitesLoading }: { readOnly: boolean; globalAllowed: boolean; siteOptions: SelectOption[]; sitesLoading: boolean }) {
  const visible = useVisibleFields();
  return (
    <FormSection title="Sites">
      <SwitchField
        name="isGlobal"
        label="Global layout"
        description={globalAllowed ? 'A global layout serves every site.' : 'A global layout serves every site; only global users can make one.'}
        readOnly={readOnly}
        disabled={!readOnly && !globalAllowed}
      />
      {visible.tenantIds ? (
        <MultiSelectField
          name="tenantIds"
          label="Sites"
          options={siteOptions}
          required
          searchable
          hidePickedOptions
          readOnly={readOnly}
          placeholder={sitesLoading ? 'Loading sites…' : 'Choose the sites this layout serves'}
        />
      ) : null}
    </FormSection>
  );
}

/** Header, footer, load-more and the ads the page leaves out. */
export function PageFields({ readOnly }: { readOnly: boolean }) {
  return (
    <FormSection title="Page">
      <Stack gap="xs">
        <CheckboxField name="hideHeader" label="Hide header" readOnly={readOnly} />
        <CheckboxField name="hideFooter" label="Hide footer" readOnly={readOnly} />
      </Stack>
      <SelectField
        name="loadMoreType"
        label="Load more"
        options={LOAD_MORE_OPTIONS}
        clearable={false}
        allowDeselect={false}
        readOnly={readOnly}
        description="Click types show a Load More Content button; scroll types load when the reader comes near the end."
        maw={360}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" role="group" aria-label="Exclude ads">
        {LAYOUT_EXCLUDE_AD_FLAGS.map((flag) => (
          <CheckboxField key={flag} name={`excludeAds.${flag}`} label={`Exclude ${EXCLUDE_AD_LABELS[flag].charAt(0).toLowerCase()}${EXCLUDE_AD_LABELS[flag].slice(1)}`} readOnly={readOnly} />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
