import { SimpleGrid, Stack } from '@mantine/core';
import { NEW_DESIGN_FONT } from '../../../shared/fonts.js';
import { ITEM_VERTICAL_SPACING, LOGO_HEIGHT, MAX_PAGE_SCROLLS, SMALL_IMAGE_WIDTH, SOCIAL_LINK_KEYS } from '../../../shared/settings/index.js';
import { ColorPickerField, MultiSelectField, NumberField, SelectField, SwitchField, TextField, TextareaField } from '../../forms/index.js';
import { MediaPickerField } from '../../media/MediaPickerField.js';
import {
  CONTENT_TYPE_OPTIONS,
  DATE_LOCATION_OPTIONS,
  FONT_OPTIONS,
  HAMBURGER_OPTIONS,
  SEARCH_STYLE_OPTIONS,
  SECTION_LOCATION_OPTIONS,
  SITE_THEME_OPTIONS,
  SOCIAL_NETWORK_OPTIONS,
} from './options.js';

/** Fields of the look-and-feel groups (001 §3). `readOnly` for users with view_site_settings only. */
export interface GroupFieldsProps {
  readOnly: boolean;
}

export function GeneralFields({ readOnly }: GroupFieldsProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextField name="general.siteName" label="Site name" required readOnly={readOnly} />
        <TextField name="general.rootDomain" label="Root domain" description="Without http:// or a path, e.g. www.example.com" required readOnly={readOnly} />
      </SimpleGrid>
      <MultiSelectField name="general.supportedContentTypes" label="Supported content types" options={CONTENT_TYPE_OPTIONS} required readOnly={readOnly} searchable />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <NumberField
          name="general.maxPageScrolls"
          label="Max page scrolls"
          description={`Pages a reader can scroll through before loading stops (${MAX_PAGE_SCROLLS.min}–${MAX_PAGE_SCROLLS.max}, default ${MAX_PAGE_SCROLLS.default}).`}
          required
          readOnly={readOnly}
          allowDecimal={false}
        />
        <MediaPickerField name="general.favicon" label="Favicon" description="An .ico file with a square aspect ratio." kind="file" required readOnly={readOnly} />
      </SimpleGrid>
      <MultiSelectField
        name="general.enableNoIndexByContentType"
        label="No-index content types"
        description="Pages of these types ask search engines not to index them."
        options={CONTENT_TYPE_OPTIONS}
        readOnly={readOnly}
        searchable
      />
      <SwitchField
        name="general.newDesign"
        label="New design"
        description={`The site uses the new design (${NEW_DESIGN_FONT} font), and the admin toolbar opens the new site settings screen.`}
        readOnly={readOnly}
      />
    </Stack>
  );
}

function ColourRow({ prefix, readOnly, keys }: { prefix: string; readOnly: boolean; keys: ReadonlyArray<readonly [string, string]> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {keys.map(([key, label]) => (
        <ColorPickerField key={key} name={`${prefix}.${key}`} label={label} readOnly={readOnly} />
      ))}
    </SimpleGrid>
  );
}

const HEADER_FOOTER_COLOURS = [
  ['backgroundColor', 'Background colour'],
  ['textColor', 'Text colour'],
  ['linkColor', 'Link colour'],
] as const;

export function HeaderFields({ readOnly }: GroupFieldsProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MediaPickerField name="header.logo" label="Logo" kind="image" required readOnly={readOnly} />
        <MediaPickerField name="header.prestitialLogo" label="Prestitial logo" kind="image" readOnly={readOnly} />
      </SimpleGrid>
      <NumberField
        name="header.logoHeight"
        label="Logo height"
        description={`Pixels, between ${LOGO_HEIGHT.min} and ${LOGO_HEIGHT.max}.`}
        required
        readOnly={readOnly}
        allowDecimal={false}
        maw={240}
      />
      <ColourRow prefix="header" readOnly={readOnly} keys={HEADER_FOOTER_COLOURS} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SelectField name="header.hamburgerStyle" label="Hamburger menu style" options={HAMBURGER_OPTIONS} required readOnly={readOnly} />
        <SelectField name="header.searchStyle" label="Search style" options={SEARCH_STYLE_OPTIONS} required readOnly={readOnly} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SwitchField name="header.hamburgerShowSearch" label="Search in the hamburger menu" readOnly={readOnly} />
        <SwitchField name="header.hamburgerShowSocialLinks" label="Social links in the hamburger menu" readOnly={readOnly} />
      </SimpleGrid>
    </Stack>
  );
}

export function FooterFields({ readOnly }: GroupFieldsProps) {
  return (
    <Stack gap="md">
      <MediaPickerField name="footer.logo" label="Logo" kind="image" required readOnly={readOnly} />
      <ColourRow prefix="footer" readOnly={readOnly} keys={HEADER_FOOTER_COLOURS} />
      <TextareaField name="footer.aboutText" label="About text" autosize minRows={2} readOnly={readOnly} />
      <TextField name="footer.copyrightText" label="Copyright text" readOnly={readOnly} />
    </Stack>
  );
}

const SOCIAL_LABELS: Record<(typeof SOCIAL_LINK_KEYS)[number], string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

export function SocialLinksFields({ readOnly }: GroupFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {SOCIAL_LINK_KEYS.map((key) => (
        <TextField key={key} name={`socialLinks.${key}`} label={SOCIAL_LABELS[key]} placeholder="https://" readOnly={readOnly} />
      ))}
    </SimpleGrid>
  );
}

export function BaseStylesFields({ readOnly }: GroupFieldsProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SelectField name="baseStyles.primaryFont" label="Primary font" options={FONT_OPTIONS} required readOnly={readOnly} />
        <SelectField name="baseStyles.secondaryFont" label="Secondary font" options={FONT_OPTIONS} required readOnly={readOnly} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <ColorPickerField name="baseStyles.primaryColor" label="Primary colour" required readOnly={readOnly} />
        <ColorPickerField name="baseStyles.secondaryColor" label="Secondary colour" required readOnly={readOnly} />
        <ColorPickerField name="baseStyles.textColor" label="Text colour" readOnly={readOnly} />
        <ColorPickerField name="baseStyles.linkColor" label="Link colour" readOnly={readOnly} />
        <ColorPickerField name="baseStyles.backgroundColor" label="Background colour" readOnly={readOnly} />
      </SimpleGrid>
      <PaletteFields readOnly={readOnly} />
      <SelectField name="baseStyles.siteTheme" label="Site theme" options={SITE_THEME_OPTIONS} required readOnly={readOnly} maw={320} />
    </Stack>
  );
}

/** The colour palette: up to eight extra swatches, one picker each (empty slots are dropped on save). */
const PALETTE_SLOTS = 8;
function PaletteFields({ readOnly }: GroupFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {Array.from({ length: PALETTE_SLOTS }, (_, i) => (
        <ColorPickerField key={i} name={`baseStyles.colorPalette.${i}`} label={`Palette colour ${i + 1}`} readOnly={readOnly} />
      ))}
    </SimpleGrid>
  );
}

export function PodStyleFields({ readOnly }: GroupFieldsProps) {
  return <ColorPickerField name="podStyle.accentColor" label="Accent colour" readOnly={readOnly} />;
}

export function ContentStyleFields({ readOnly }: GroupFieldsProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <NumberField
          name="contentStyle.smallImageWidth"
          label="Small image width"
          description={`Pixels (${SMALL_IMAGE_WIDTH.min}–${SMALL_IMAGE_WIDTH.max}, default ${SMALL_IMAGE_WIDTH.default}).`}
          required
          readOnly={readOnly}
          allowDecimal={false}
        />
        <NumberField
          name="contentStyle.itemVerticalSpacing"
          label="Item vertical spacing"
          description={`Pixels between list items (${ITEM_VERTICAL_SPACING.min}–${ITEM_VERTICAL_SPACING.max}).`}
          required
          readOnly={readOnly}
          allowDecimal={false}
        />
      </SimpleGrid>
      <ColourRow
        prefix="contentStyle"
        readOnly={readOnly}
        keys={[
          ['titleColor', 'Title colour'],
          ['teaserColor', 'Teaser colour'],
          ['sectionColor', 'Section colour'],
          ['dateColor', 'Date colour'],
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SelectField name="contentStyle.sectionLocation" label="Section location" options={SECTION_LOCATION_OPTIONS} required readOnly={readOnly} />
        <SelectField name="contentStyle.dateLocation" label="Date location" options={DATE_LOCATION_OPTIONS} required readOnly={readOnly} />
      </SimpleGrid>
      <MultiSelectField name="contentStyle.defaultContentTypes" label="Default content types" options={CONTENT_TYPE_OPTIONS} required readOnly={readOnly} searchable />
      <MultiSelectField name="contentStyle.socialShareLinks" label="Social share links" options={SOCIAL_NETWORK_OPTIONS} readOnly={readOnly} searchable />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SwitchField name="contentStyle.showCompanyDate" label="Show the date on company pages" readOnly={readOnly} />
        <SwitchField name="contentStyle.includeHomeInBreadcrumb" label="Include Home in the breadcrumb" readOnly={readOnly} />
      </SimpleGrid>
    </Stack>
  );
}
