import type { BlockType } from './blockTypes';
import { callToActionBlock } from './CallToAction/settings';
import { contentBodyBlock } from './ContentBody/settings';
import { contentListBlock } from './ContentList/settings';
import { contentPrimaryImageBlock } from './ContentPrimaryImage/settings';
import { contentSchedulesBlock } from './ContentSchedules/settings';
import { contentTitleBlock } from './ContentTitle/settings';
import { relatedContentBlock } from './RelatedContent/settings';
import { richTextBlock } from './RichText/settings';
import { searchBlock } from './Search/settings';
import { shareLinksBlock } from './ShareLinks/settings';
import { socialLinksBlock } from './SocialLinks/settings';
import { imageGalleryBlock } from './ImageGallery/settings';
import { videoPlayerBlock } from './VideoPlayer/settings';
import { contentSidebarsBlock } from './ContentSidebars/settings';
import { documentDownloadBlock } from './DocumentDownload/settings';
import { zmagEmbedBlock } from './ZmagEmbed/settings';
import { issueOverviewBlock } from './IssueOverview/settings';
import { magazineOverviewBlock } from './MagazineOverview/settings';
import { countdownBlock } from './Countdown/settings';
import { carouselBlock } from './Carousel/settings';
import { contentImageGridBlock } from './ContentImageGrid/settings';
import { webinarsBlock } from './Webinars/settings';
import { sectionOverviewBlock } from './SectionOverview/settings';
import { usMapBlock } from './UsMap/settings';
import { companyProfileBlock } from './CompanyProfile/settings';
import { companyContactsBlock } from './CompanyContacts/settings';
import { companyVideosBlock } from './CompanyVideos/settings';
import { companyContentBlock } from './CompanyContent/settings';
import { newsletterCampaignsBlock } from './NewsletterCampaigns/settings';
import { subscribeBlock } from './Subscribe/settings';
import { externalRssBlock } from './ExternalRss/settings';
import { aboutAuthorBlock } from './AboutAuthor/settings';
import { authorProfileBlock } from './AuthorProfile/settings';
import { inquiryFormBlock } from './InquiryForm/settings';
import { contactFormBlock } from './ContactForm/settings';
import { podcastsBlock } from './Podcasts/settings';
import { partsSearchBlock } from './PartsSearch/settings';
import { dataSheetsBlock } from './DataSheets/settings';
import { jobBoardBlock } from './JobBoard/settings';
import { blueconicRecommendationsBlock } from './BlueconicRecommendations/settings';
import { leadersBlock } from './Leaders/settings';
import type { BlockDefinition } from './types';

/**
 * Every block type's definition (label, settings schema, content count, page kinds), keyed by
 * type. Client-safe: it imports only the settings modules, so the layout editor can build each
 * block's form from it. A type added to BLOCK_TYPES without an entry here does not compile.
 */
export const BLOCK_DEFINITIONS = {
  content_title: contentTitleBlock,
  content_body: contentBodyBlock,
  content_primary_image: contentPrimaryImageBlock,
  content_list: contentListBlock,
  rich_text: richTextBlock,
  content_schedules: contentSchedulesBlock,
  related_content: relatedContentBlock,
  share_links: shareLinksBlock,
  social_links: socialLinksBlock,
  search: searchBlock,
  call_to_action: callToActionBlock,
  image_gallery: imageGalleryBlock,
  video_player: videoPlayerBlock,
  content_sidebars: contentSidebarsBlock,
  document_download: documentDownloadBlock,
  zmag_embed: zmagEmbedBlock,
  issue_overview: issueOverviewBlock,
  magazine_overview: magazineOverviewBlock,
  countdown: countdownBlock,
  carousel: carouselBlock,
  content_image_grid: contentImageGridBlock,
  webinars: webinarsBlock,
  section_overview: sectionOverviewBlock,
  us_map: usMapBlock,
  company_profile: companyProfileBlock,
  company_contacts: companyContactsBlock,
  company_videos: companyVideosBlock,
  company_content: companyContentBlock,
  newsletter_campaigns: newsletterCampaignsBlock,
  subscribe: subscribeBlock,
  external_rss: externalRssBlock,
  about_author: aboutAuthorBlock,
  author_profile: authorProfileBlock,
  inquiry_form: inquiryFormBlock,
  contact_form: contactFormBlock,
  podcasts: podcastsBlock,
  parts_search: partsSearchBlock,
  data_sheets: dataSheetsBlock,
  job_board: jobBoardBlock,
  blueconic_recommendations: blueconicRecommendationsBlock,
  leaders: leadersBlock,
} satisfies { [T in BlockType]: BlockDefinition & { type: T } };

export type BlockDefinitions = typeof BLOCK_DEFINITIONS;
