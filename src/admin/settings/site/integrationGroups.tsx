import { SimpleGrid, Stack, Text } from '@mantine/core';
import { BLUECONIC_DAYS_AGO, IAV_TARGET_INJECTION, SPONSORED_SEARCH_RESULTS, THIRD_PARTY_SCRIPTS } from '../../../shared/settings/index.js';
import { Conditional, NumberField, SwitchField, TextField, TextareaField } from '../../forms/index.js';
import { MediaPickerField } from '../../media/MediaPickerField.js';
import { IdMultiSelectField, IdSelectField, TagsField, useSectionOptions } from '../fields.js';
import type { GroupFieldsProps } from './lookAndFeelGroups.js';

/** Fields of the groups that connect the site to services and forms (001 §3). */

export function TagManagerFields({ readOnly }: GroupFieldsProps) {
  return (
    <TextField
      name="tagManager.containerId"
      label="Tag manager container id"
      description="Starts with GTM- or G- followed by digits and capitals, e.g. GTM-AB12 or G-XYZ123."
      readOnly={readOnly}
      maw={360}
    />
  );
}

export function AdManagerFields({ readOnly }: GroupFieldsProps) {
  return (
    <Stack gap="md">
      <TextField name="adManager.basePath" label="Base path" description="The network code and top ad unit, e.g. /1234567/site." required readOnly={readOnly} maw={420} />
      <SwitchField name="adManager.lazyLoad" label="Lazy-load ads" readOnly={readOnly} />
      <NumberField
        name="adManager.iavTargetInjection"
        label="In-article video injection paragraph"
        description={`The in-article video ad goes after this paragraph (${IAV_TARGET_INJECTION.min}–${IAV_TARGET_INJECTION.max}, default ${IAV_TARGET_INJECTION.default}).`}
        required
        readOnly={readOnly}
        allowDecimal={false}
        maw={360}
      />
    </Stack>
  );
}

export function SectionTreeFields({ readOnly }: GroupFieldsProps) {
  const sections = useSectionOptions();
  return (
    <IdMultiSelectField
      name="sectionTree.parentSections"
      label="Parent sections"
      description="Sections whose children make up the section tree shown on the site."
      options={sections.options}
      loading={sections.loading}
      readOnly={readOnly}
    />
  );
}

export function LeadersFields({ readOnly }: GroupFieldsProps) {
  const sections = useSectionOptions();
  return (
    <Stack gap="md">
      <SwitchField name="leaders.enabled" label="Leaders program" readOnly={readOnly} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextField name="leaders.title" label="Title" readOnly={readOnly} />
        <IdSelectField name="leaders.sectionId" label="Leaders section" description="The section that holds the leaders' company pages." options={sections.options} loading={sections.loading} readOnly={readOnly} />
      </SimpleGrid>
    </Stack>
  );
}

function MailFormFields({ prefix, readOnly, required }: { prefix: 'inquiryForm' | 'contactUs'; readOnly: boolean; required: boolean }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TagsField name={`${prefix}.sendTo`} label="Send to" description="E-mail addresses; press Enter after each." required={required} readOnly={readOnly} />
        <TextField name={`${prefix}.sendFrom`} label="Send from" required={required} readOnly={readOnly} />
        <TagsField name={`${prefix}.bcc`} label="Bcc" readOnly={readOnly} />
        <TextField name={`${prefix}.subject`} label="Subject" readOnly={readOnly} />
      </SimpleGrid>
      <MediaPickerField name={`${prefix}.headerImage`} label="Header image" kind="image" required={required} readOnly={readOnly} />
    </Stack>
  );
}

export const InquiryFormFields = ({ readOnly }: GroupFieldsProps) => (
  <Stack gap="md">
    <SwitchField
      name="inquiryForm.enableRmi"
      label="Request more information (RMI)"
      description="Shows the inquiry form on content pages that have one and accepts inquiries; they are listed in the RMI report."
      readOnly={readOnly}
    />
    <MailFormFields prefix="inquiryForm" readOnly={readOnly} required />
  </Stack>
);
export const ContactUsFields = ({ readOnly }: GroupFieldsProps) => <MailFormFields prefix="contactUs" readOnly={readOnly} required={false} />;

export function PartsDirectFields({ readOnly }: GroupFieldsProps) {
  return (
    <Stack gap="md">
      <SwitchField name="partsDirect.enabled" label="Parts Direct embeds" readOnly={readOnly} />
      <Conditional when="partsDirect.enabled" is={true}>
        <TextField name="partsDirect.embedKey" label="Embed key" required readOnly={readOnly} maw={420} />
      </Conditional>
    </Stack>
  );
}

export function LabelsFields({ readOnly }: GroupFieldsProps) {
  return <TagsField name="labels.options" label="Content labels" description="Labels editors may put on content, such as Sponsored." readOnly={readOnly} />;
}

export function MagazineFields({ readOnly }: GroupFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <TextField name="magazine.newsletterSignupSite" label="Newsletter signup site" placeholder="https://" readOnly={readOnly} />
      <TextField name="magazine.newsletterSignupQuery" label="Newsletter signup query" description="Added to the address, without the leading ?." readOnly={readOnly} />
    </SimpleGrid>
  );
}

export function BlueConicFields({ readOnly }: GroupFieldsProps) {
  const range = `${BLUECONIC_DAYS_AGO.min}–${BLUECONIC_DAYS_AGO.max}`;
  return (
    <Stack gap="md">
      <SwitchField name="blueConic.enabled" label="BlueConic" readOnly={readOnly} />
      <Conditional when="blueConic.enabled" is={true}>
        <TextField name="blueConic.serverUrl" label="Server address" required placeholder="https://" readOnly={readOnly} />
      </Conditional>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <NumberField name="blueConic.startDaysAgo" label="Start days ago" description={`${range} days.`} required readOnly={readOnly} allowDecimal={false} />
        <NumberField name="blueConic.endDaysAgo" label="End days ago" description={`${range} days, at most the start.`} required readOnly={readOnly} allowDecimal={false} />
      </SimpleGrid>
    </Stack>
  );
}

export function ConsentFields({ readOnly }: GroupFieldsProps) {
  return <TextField name="consent.scriptId" label="Consent script id" readOnly={readOnly} maw={420} />;
}

const ID_LABELS: Record<string, string> = { pixelId: 'Pixel id', accountId: 'Account id', siteId: 'Site id', partnerId: 'Partner id', customerId: 'Customer id' };

export function ThirdPartyFields({ readOnly }: GroupFieldsProps) {
  return (
    <Stack gap="md">
      {Object.entries(THIRD_PARTY_SCRIPTS).map(([key, script]) => (
        <SimpleGrid key={key} cols={{ base: 1, md: 2 }}>
          <SwitchField name={`thirdParty.${key}.enabled`} label={script.label} description={'description' in script ? script.description : undefined} readOnly={readOnly} />
          {script.idKey ? (
            <Conditional when={`thirdParty.${key}.enabled`} is={true}>
              <TextField name={`thirdParty.${key}.${script.idKey}`} label={`${script.label}: ${ID_LABELS[script.idKey] ?? 'Id'}`} required readOnly={readOnly} />
            </Conditional>
          ) : (
            <span />
          )}
        </SimpleGrid>
      ))}
    </Stack>
  );
}

export function CompanyUpdateFields({ readOnly }: GroupFieldsProps) {
  return (
    <Stack gap="md">
      <SwitchField name="companyUpdate.enabled" label="Company updates" description="Companies may send updates; shows Company Updates in the admin menu." readOnly={readOnly} />
      <Conditional when="companyUpdate.enabled" is={true}>
        <TagsField name="companyUpdate.notificationEmails" label="Notification e-mails" required readOnly={readOnly} />
      </Conditional>
    </Stack>
  );
}

export function SponsoredSearchFields({ readOnly }: GroupFieldsProps) {
  return (
    <Stack gap="md">
      <SwitchField name="sponsoredSearch.enabled" label="Sponsored search results" readOnly={readOnly} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextField name="sponsoredSearch.label" label="Label" readOnly={readOnly} />
        <NumberField
          name="sponsoredSearch.maxResults"
          label="Sponsored results"
          description={`At most this many on top of the results (${SPONSORED_SEARCH_RESULTS.min}–${SPONSORED_SEARCH_RESULTS.max}).`}
          required
          readOnly={readOnly}
          allowDecimal={false}
        />
      </SimpleGrid>
      {/* 002 §3: the sponsor's logo on the search page, linked to its click URL. */}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MediaPickerField name="sponsoredSearch.logo" label="Sponsor logo" kind="image" readOnly={readOnly} />
        <MediaPickerField name="sponsoredSearch.altLogo" label="Sponsor logo on dark backgrounds" kind="image" readOnly={readOnly} />
      </SimpleGrid>
      <TextField name="sponsoredSearch.clickUrl" label="Sponsor link" description="Where the sponsor logo leads, e.g. https://www.sponsor.com" readOnly={readOnly} />
    </Stack>
  );
}

export function SystemOutageFields({ readOnly }: GroupFieldsProps) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        While Omeda (the audience database) is down, turn off everything that needs it and tell readers why.
      </Text>
      <SwitchField name="systemOutage.disableOmeda" label="Disable Omeda" readOnly={readOnly} />
      <Conditional when="systemOutage.disableOmeda" is={true}>
        <TextareaField name="systemOutage.message" label="Message" required autosize minRows={2} readOnly={readOnly} />
      </Conditional>
    </Stack>
  );
}
