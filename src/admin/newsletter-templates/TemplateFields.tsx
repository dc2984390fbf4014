import { Box, Group, Input, Radio, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { GetNewsletterSettingsDocument } from '../../gql/graphql.js';
import { newsletterSettingsWithDefaults } from '../../shared/settings/index.js';
import {
  NEWSLETTER_FONTS,
  NEWSLETTER_HEADER_STYLES,
  NEWSLETTER_WIDTHS,
  SOCIAL_NETWORKS,
  TEMPLATE_LIMITS,
  WEEKDAYS,
  type NewsletterHeaderStyle,
} from '../../shared/newsletterTemplates.js';
import {
  CheckboxField,
  ColorPickerField,
  FormSection,
  NumberField,
  RadioGroupField,
  SelectField,
  TagsField,
  TextField,
  TextareaField,
  requiredSelect,
  useFormField,
  toSubmitError,
} from '../forms/index.js';
import { CheckboxGroupField } from '../layouts/CheckboxGroupField.js';
import { IdSelectField, type IdOption } from '../settings/fields.js';
import { ListEditor } from '../settings/ListEditor.js';

/**
 * The sections of the newsletter template form (spec 001 §3 "Newsletter template"), bound to the
 * template document's paths. `locked`: the template's structure (styles, grid title styles, header
 * style, deployment, status, legacy id) is read-only — a basic editor
 * (manage_newsletter_templates_basic) sees it without changing it. `readOnly`: nothing changes.
 */
export interface TemplateFieldsProps {
  locked: boolean;
  readOnly: boolean;
}

const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

export function GeneralFields({ locked, readOnly }: TemplateFieldsProps) {
  return (
    <FormSection title="General">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="name" label="Name" required readOnly={readOnly} maxLength={120} />
        <TextField name="legacyNewsletterId" label="Legacy newsletter id" description="The id this newsletter had in the previous system, for its reports." readOnly={locked} maxLength={60} />
      </SimpleGrid>
      <TextareaField name="description" label="Description" autosize minRows={2} maxRows={6} readOnly={readOnly} maxLength={500} />
      <TextField
        name="preheaderBlurb"
        label="Preheader blurb"
        description="The line inboxes show under the subject. A campaign may replace it."
        readOnly={readOnly}
        maxLength={200}
      />
      <RadioGroupField name="status" label="Status" options={STATUS_OPTIONS} required orientation="horizontal" readOnly={locked} description="Only active templates are offered for new campaigns." />
    </FormSection>
  );
}

const WIDTH_OPTIONS = NEWSLETTER_WIDTHS.map((width) => ({ value: String(width), label: `${width} px` }));
const FONT_OPTIONS = NEWSLETTER_FONTS.map((font) => ({ value: font, label: (font.split(',')[0] ?? font).replace(/'/g, '') }));

/** 700, 750 or 800 pixels (001 §5), side by side. */
function WidthField({ name, readOnly }: { name: string; readOnly: boolean }) {
  const { input, error } = useFormField<number | null>(name, { required: true, requiredRule: requiredSelect });
  return (
    <Input.Wrapper label="Width" description="The width of the e-mail’s content, in pixels." error={error} required>
      <Box mt={4}>
        <SegmentedControl
          aria-label="Width"
          data={WIDTH_OPTIONS}
          value={typeof input.value === 'number' ? String(input.value) : ''}
          onChange={(value) => input.onChange(Number(value))}
          readOnly={readOnly}
        />
      </Box>
    </Input.Wrapper>
  );
}

export function StyleFields({ locked }: TemplateFieldsProps) {
  return (
    <FormSection title="Styles" description="The e-mail’s width, font and colours.">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WidthField name="styles.width" readOnly={locked} />
        <SelectField name="styles.fontFamily" label="Font" options={FONT_OPTIONS} clearable={false} allowDeselect={false} readOnly={locked} description="Fonts every e-mail client has." />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ColorPickerField name="styles.backgroundColor" label="Background colour" readOnly={locked} />
        <ColorPickerField name="styles.contentBackgroundColor" label="Content background colour" readOnly={locked} />
        <ColorPickerField name="styles.textColor" label="Text colour" readOnly={locked} />
        <ColorPickerField name="styles.linkColor" label="Link colour" readOnly={locked} />
        <ColorPickerField name="styles.accentColor" label="Accent colour" readOnly={locked} />
      </SimpleGrid>
    </FormSection>
  );
}

export function GridTitleStyleFields({ locked }: TemplateFieldsProps) {
  return (
    <FormSection title="Grid title styles" description="How the titles of rows and blocks look.">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ColorPickerField name="gridTitleStyles.color" label="Title colour" readOnly={locked} />
        <ColorPickerField name="gridTitleStyles.backgroundColor" label="Title background colour" readOnly={locked} />
        <ColorPickerField name="gridTitleStyles.borderColor" label="Underline colour" readOnly={locked} />
      </SimpleGrid>
      <Group gap="xl" align="flex-end">
        <NumberField name="gridTitleStyles.fontSize" label="Title size" min={12} max={32} suffix=" px" allowDecimal={false} readOnly={locked} w={160} />
        <CheckboxField name="gridTitleStyles.uppercase" label="Capital letters" readOnly={locked} />
      </Group>
    </FormSection>
  );
}

const HEADER_STYLES: Record<NewsletterHeaderStyle, { label: string; sketch: 'left' | 'center' | 'banner' }> = {
  'logo-left': { label: 'Logo left, date right', sketch: 'left' },
  'logo-center': { label: 'Centred logo', sketch: 'center' },
  banner: { label: 'Banner image', sketch: 'banner' },
};

/** A small drawing of the header style, so the choice is seen rather than read. */
function HeaderSketch({ sketch }: { sketch: 'left' | 'center' | 'banner' }) {
  const bar = (width: string, height = 10) => <Box bg="gray.5" w={width} h={height} style={{ borderRadius: 2 }} />;
  return (
    <Box h={44} p={6} bg="gray.1" style={{ borderRadius: 4, display: 'flex', alignItems: 'center', justifyContent: sketch === 'center' ? 'center' : 'space-between' }} aria-hidden>
      {sketch === 'banner' ? bar('100%', 32) : sketch === 'center' ? bar('40%', 14) : (
        <>
          {bar('35%', 14)}
          {bar('25%', 6)}
        </>
      )}
    </Box>
  );
}

function HeaderStyleField({ name, readOnly }: { name: string; readOnly: boolean }) {
  const { input, error } = useFormField<string | null>(name, { required: true, requiredRule: requiredSelect });
  return (
    <Radio.Group
      label="Header style"
      value={typeof input.value === 'string' ? input.value : null}
      onChange={(value) => {
        if (!readOnly) input.onChange(value);
      }}
      error={error}
      readOnly={readOnly}
      required
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt={6}>
        {NEWSLETTER_HEADER_STYLES.map((style) => (
          <Radio.Card key={style} value={style} p="sm" radius="md" aria-label={HEADER_STYLES[style].label} onBlur={() => input.onBlur()}>
            <Stack gap={6}>
              <HeaderSketch sketch={HEADER_STYLES[style].sketch} />
              <Group gap={6} wrap="nowrap">
                <Radio.Indicator size="xs" />
                <Text size="sm">{HEADER_STYLES[style].label}</Text>
              </Group>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

export function HeaderFields({ locked, readOnly }: TemplateFieldsProps) {
  return (
    <FormSection title="Header">
      <HeaderStyleField name="header.style" readOnly={locked} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="header.logoUrl" label="Logo URL" placeholder="https://…" description="Empty: the site’s header logo." readOnly={readOnly} />
        <TextField name="header.bannerImageUrl" label="Banner image URL" placeholder="https://…" description="For the banner style." readOnly={readOnly} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="header.text" label="Header text" readOnly={readOnly} maxLength={200} />
        <ColorPickerField name="header.backgroundColor" label="Background colour" readOnly={readOnly} />
      </SimpleGrid>
      <CheckboxField name="header.showDate" label="Show the issue date" readOnly={readOnly} />
    </FormSection>
  );
}

export function FooterFields({ readOnly }: TemplateFieldsProps) {
  return (
    <FormSection title="Footer">
      <TextareaField name="footer.text" label="Footer text" autosize minRows={2} maxRows={8} readOnly={readOnly} maxLength={TEMPLATE_LIMITS.text} />
      <TextareaField
        name="footer.address"
        label="Postal address"
        description="Commercial e-mail must carry the sender’s postal address (CAN-SPAM, CASL)."
        autosize
        minRows={2}
        maxRows={4}
        readOnly={readOnly}
        maxLength={300}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ColorPickerField name="footer.backgroundColor" label="Background colour" readOnly={readOnly} />
        <ColorPickerField name="footer.textColor" label="Text colour" readOnly={readOnly} />
      </SimpleGrid>
    </FormSection>
  );
}

const NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
const NETWORK_OPTIONS = SOCIAL_NETWORKS.map((value) => ({ value, label: NETWORK_LABELS[value] }));

export function SocialLinkFields({ readOnly }: TemplateFieldsProps) {
  return (
    <FormSection title="Social links" description="Icons in the footer, one per network.">
      <ListEditor<{ network: string | null; url: string }>
        name="socialLinks"
        newItem={() => ({ network: null, url: '' })}
        itemTitle={(_, index) => `social link ${index + 1}`}
        renderItem={(prefix) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField name={`${prefix}.network`} label="Network" options={NETWORK_OPTIONS} required readOnly={readOnly} />
            <TextField name={`${prefix}.url`} label="URL" placeholder="https://…" required readOnly={readOnly} />
          </SimpleGrid>
        )}
        addLabel="Add social link"
        emptyText="No social links."
        readOnly={readOnly}
        max={SOCIAL_NETWORKS.length}
        compact
      />
    </FormSection>
  );
}

function LinkList({ name, noun, readOnly }: { name: string; noun: string; readOnly: boolean }) {
  return (
    <ListEditor<{ label: string; url: string }>
      name={name}
      newItem={() => ({ label: '', url: '' })}
      itemTitle={(_, index) => `${noun} ${index + 1}`}
      renderItem={(prefix) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name={`${prefix}.label`} label="Label" required readOnly={readOnly} maxLength={80} />
          <TextField name={`${prefix}.url`} label="URL" placeholder="https://…" required readOnly={readOnly} />
        </SimpleGrid>
      )}
      addLabel={`Add ${noun}`}
      emptyText={`No ${noun}s.`}
      readOnly={readOnly}
      max={TEMPLATE_LIMITS.links}
      compact
    />
  );
}

export function LinkSections({ readOnly }: TemplateFieldsProps) {
  return (
    <>
      <FormSection
        title="Subscription links"
        description="Links about the reader’s subscription (manage preferences, forward to a colleague). The one-click unsubscribe link is always added to every newsletter: you need not add it here."
      >
        <LinkList name="subscriptionLinks" noun="subscription link" readOnly={readOnly} />
      </FormSection>
      <FormSection title="Information links" description="Links about the publisher (privacy policy, advertise, contact us).">
        <LinkList name="informationLinks" noun="information link" readOnly={readOnly} />
      </FormSection>
      <FormSection title="Safe sender text" description="Asks readers to add the sender to their address book, so the newsletter reaches the inbox.">
        <TextareaField name="safeSenderText" label="Safe sender text" autosize minRows={2} maxRows={6} readOnly={readOnly} maxLength={500} />
      </FormSection>
    </>
  );
}

const DAY_LABELS: Record<(typeof WEEKDAYS)[number], string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };
const DAY_OPTIONS = WEEKDAYS.map((value) => ({ value, label: DAY_LABELS[value] }));

/** The site's enabled newsletters (newsletter settings) as the list's choices; a stored one no longer enabled stays shown. */
function useListOptions(current: number | null): { options: IdOption[]; loading: boolean; problem: string | null } {
  const { data, loading, error } = useQuery(GetNewsletterSettingsDocument, { fetchPolicy: 'cache-first' });
  const options = useMemo(() => {
    const enabled = data ? newsletterSettingsWithDefaults(data.getNewsletterSettings.payload).enabledNewsletters : [];
    const list: IdOption[] = enabled.flatMap((newsletter) => (newsletter.productId === null ? [] : [{ value: newsletter.productId, label: `${newsletter.title} (${newsletter.productId})` }]));
    if (current !== null && !list.some((option) => option.value === current)) list.push({ value: current, label: `Product ${current} (not an enabled newsletter)` });
    return list;
  }, [data, current]);
  return { options, loading, problem: error ? toSubmitError(error).message : null };
}

function ListField({ readOnly }: { readOnly: boolean }) {
  const { input } = useField<number | null>('deployment.productId', { subscription: { value: true } });
  const current = typeof input.value === 'number' ? input.value : null;
  const { options, loading, problem } = useListOptions(current);
  const description = problem
    ? `The enabled newsletters could not be loaded: ${problem}`
    : !loading && options.length === 0
      ? 'This site has no enabled newsletters yet (Newsletter settings).'
      : 'The enabled newsletter whose subscribers receive it.';
  return <IdSelectField name="deployment.productId" label="List" description={description} options={options} loading={loading} readOnly={readOnly} />;
}

export function DeploymentFields({ locked }: TemplateFieldsProps) {
  return (
    <FormSection title="Deployment" description="When and from whom new campaigns of this template are sent. Times are Central time.">
      <CheckboxGroupField name="deployment.days" label="Days" options={DAY_OPTIONS} readOnly={locked} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="deployment.time" label="Time" placeholder="06:00" description="HH:MM, 24-hour, Central time." readOnly={locked} maxLength={5} />
        <ListField readOnly={locked} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField name="deployment.senderName" label="Sender name" readOnly={locked} maxLength={120} />
        <TextField name="deployment.senderEmail" label="Sender e-mail" placeholder="news@…" readOnly={locked} />
        <TextField name="deployment.replyTo" label="Reply-to" placeholder="editors@…" readOnly={locked} />
      </SimpleGrid>
      <TextField
        name="deployment.subjectPattern"
        label="Subject pattern"
        description="The subject of a new campaign: [date] is replaced by the issue date (November 27, 2026), [name] by the template’s name, [title] by the first story’s title."
        readOnly={locked}
        maxLength={200}
      />
    </FormSection>
  );
}

export function TesterFields({ readOnly }: TemplateFieldsProps) {
  return (
    <FormSection title="Default testers" description="Addresses a campaign’s test send goes to unless others are given.">
      <TagsField
        name="defaultTesters"
        label="Tester e-mails"
        placeholder={readOnly ? undefined : 'Type an address and press Enter'}
        readOnly={readOnly}
        maxTags={TEMPLATE_LIMITS.testers}
        splitChars={[',', ' ', ';']}
      />
    </FormSection>
  );
}
