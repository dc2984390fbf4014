// Mapper types for the *Connection GraphQL types (see codegen.ts): streams return Connection<Row>,
// whose totalCount is computed only when selected.
import type { AssetRow } from '../modules/assets/repo.js';
import type { CampaignRow } from '../modules/newsletters/repo.js';
import type { AdUnitPatternRow, MembershipRow, NewsletterTemplateRow } from '../modules/commerce/repo.js';
import type { IssueRow, MagazineSectionRow, PublicationRow } from '../modules/magazines/repo.js';
import type { ContentRow } from '../modules/content/repo.js';
import type { PersonRow } from '../modules/persons/repo.js';
import type { ContractRow } from '../modules/contracts/repo.js';
import type { TaxonomyRow } from '../modules/taxonomy/repo.js';
import type { CmsUserRow } from '../modules/cmsAuth/repo.js';
import type { MailRow } from '../modules/cmsUsers/repo.js';
import type { Connection } from './pagination.js';
import type { SiteUserListItem } from '../modules/siteUsers/admin.js';
import type { DemographicQuestion } from '../integrations/audience/index.js';

export type AssetConnectionModel = Connection<AssetRow>;
export type ContentConnectionModel = Connection<ContentRow>;
/** getContentAdminStream: the count may stop at a limit, and a phrase may be capped (content/adminRepo.ts). */
export type ContentAdminConnectionModel = Connection<ContentRow> & {
  totalCountExact: boolean | (() => Promise<boolean>);
  phraseCapped: boolean;
};
export type PersonConnectionModel = Connection<PersonRow>;
export type ContractConnectionModel = Connection<ContractRow>;
export type TaxonomyTermConnectionModel = Connection<TaxonomyRow>;
export type MembershipConnectionModel = Connection<MembershipRow>;
export type NewsletterTemplateConnectionModel = Connection<NewsletterTemplateRow>;
export type NewsletterCampaignConnectionModel = Connection<CampaignRow>;
export type PublicationConnectionModel = Connection<PublicationRow>;
export type MagazineIssueConnectionModel = Connection<IssueRow>;
export type MagazineSectionConnectionModel = Connection<MagazineSectionRow>;
export type AdUnitPatternConnectionModel = Connection<AdUnitPatternRow>;
export type CmsUserConnectionModel = Connection<CmsUserRow>;
export type MailMessageConnectionModel = Connection<MailRow>;
export type SiteUserConnectionModel = Connection<SiteUserListItem>;
export type DemographicQuestionConnectionModel = Connection<DemographicQuestion>;
