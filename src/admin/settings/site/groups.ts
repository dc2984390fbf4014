import type { ComponentType } from 'react';
import type { SiteSettingsGroup } from '../../../shared/settings/index.js';
import {
  AdManagerFields,
  BlueConicFields,
  CompanyUpdateFields,
  ConsentFields,
  ContactUsFields,
  InquiryFormFields,
  LabelsFields,
  LeadersFields,
  MagazineFields,
  PartsDirectFields,
  SectionTreeFields,
  SponsoredSearchFields,
  SystemOutageFields,
  TagManagerFields,
  ThirdPartyFields,
} from './integrationGroups.js';
import {
  BaseStylesFields,
  ContentStyleFields,
  FooterFields,
  GeneralFields,
  HeaderFields,
  PodStyleFields,
  SocialLinksFields,
  type GroupFieldsProps,
} from './lookAndFeelGroups.js';

/**
 * The groups of 001 §3 "Site settings groups", in the spec's order: both screens render these —
 * the classic one as collapsible sections of one long form, the new one a group at a time.
 */
export interface SiteSettingsGroupDef {
  key: SiteSettingsGroup;
  title: string;
  description: string;
  Fields: ComponentType<GroupFieldsProps>;
}

export const SITE_SETTINGS_GROUPS: readonly SiteSettingsGroupDef[] = [
  { key: 'general', title: 'General', description: 'Name, domain, content types and favicon.', Fields: GeneralFields },
  { key: 'header', title: 'Header', description: 'Logo, colours, hamburger menu and search.', Fields: HeaderFields },
  { key: 'footer', title: 'Footer', description: 'Logo, colours and texts.', Fields: FooterFields },
  { key: 'socialLinks', title: 'Social links', description: "The site's own social profiles.", Fields: SocialLinksFields },
  { key: 'baseStyles', title: 'Base styles', description: 'Fonts, colours, palette and theme.', Fields: BaseStylesFields },
  { key: 'podStyle', title: 'Pod style', description: 'Accent colour of content pods.', Fields: PodStyleFields },
  { key: 'contentStyle', title: 'Content style', description: 'How content lists and pages look.', Fields: ContentStyleFields },
  { key: 'tagManager', title: 'Tag manager', description: 'Google Tag Manager container.', Fields: TagManagerFields },
  { key: 'adManager', title: 'Ad manager', description: 'Ad unit path and ad loading.', Fields: AdManagerFields },
  { key: 'sectionTree', title: 'Section tree', description: 'Sections shown in the section tree.', Fields: SectionTreeFields },
  { key: 'leaders', title: 'Leaders', description: 'The leaders program.', Fields: LeadersFields },
  { key: 'inquiryForm', title: 'Inquiry form', description: 'Where inquiries are sent.', Fields: InquiryFormFields },
  { key: 'contactUs', title: 'Contact us', description: 'Where contact-us messages are sent.', Fields: ContactUsFields },
  { key: 'partsDirect', title: 'Parts Direct', description: 'Parts Direct embeds.', Fields: PartsDirectFields },
  { key: 'labels', title: 'Labels', description: 'Labels for content.', Fields: LabelsFields },
  { key: 'magazine', title: 'Magazine', description: 'Newsletter signup of the magazine pages.', Fields: MagazineFields },
  { key: 'blueConic', title: 'BlueConic', description: 'BlueConic and its time window.', Fields: BlueConicFields },
  { key: 'consent', title: 'Consent', description: 'Consent script.', Fields: ConsentFields },
  { key: 'thirdParty', title: 'Third-party scripts', description: 'Pixels and analytics.', Fields: ThirdPartyFields },
  { key: 'companyUpdate', title: 'Company updates', description: 'Updates sent by companies.', Fields: CompanyUpdateFields },
  { key: 'sponsoredSearch', title: 'Sponsored search', description: 'Sponsored results in search.', Fields: SponsoredSearchFields },
  { key: 'systemOutage', title: 'System outage', description: 'Turn off Omeda during an outage.', Fields: SystemOutageFields },
];

/** Groups with at least one error, by key — from final-form's nested errors (client or server). */
export function groupsWithErrors(...errorObjects: unknown[]): Set<SiteSettingsGroup> {
  const keys = new Set<SiteSettingsGroup>();
  for (const errors of errorObjects) {
    if (typeof errors !== 'object' || errors === null) continue;
    for (const group of SITE_SETTINGS_GROUPS) {
      const value = (errors as Record<string, unknown>)[group.key];
      if (value !== undefined && value !== null && value !== '') keys.add(group.key);
    }
  }
  return keys;
}
