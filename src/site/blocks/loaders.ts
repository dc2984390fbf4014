import type { z } from 'zod';
import type { BlockType } from './blockTypes';
import { loadCallToAction } from './CallToAction/load';
import { loadContentBody } from './ContentBody/load';
import { loadContentList } from './ContentList/load';
import { loadContentPrimaryImage } from './ContentPrimaryImage/load';
import { loadContentSchedules } from './ContentSchedules/load';
import { loadContentTitle } from './ContentTitle/load';
import type { BlockDefinitions } from './definitions';
import { loadRelatedContent } from './RelatedContent/load';
import { loadRichText } from './RichText/load';
import { loadSearch } from './Search/load';
import { loadShareLinks } from './ShareLinks/load';
import { loadSocialLinks } from './SocialLinks/load';
import { loadImageGallery } from './ImageGallery/load';
import { loadVideoPlayer } from './VideoPlayer/load';
import { loadContentSidebars } from './ContentSidebars/load';
import { loadDocumentDownload } from './DocumentDownload/load';
import { loadZmagEmbed } from './ZmagEmbed/load';
import { loadIssueOverview } from './IssueOverview/load';
import { loadMagazineOverview } from './MagazineOverview/load';
import { loadCountdown } from './Countdown/load';
import { loadCarousel } from './Carousel/load';
import { loadContentImageGrid } from './ContentImageGrid/load';
import { loadWebinars } from './Webinars/load';
import { loadSectionOverview } from './SectionOverview/load';
import { loadUsMap } from './UsMap/load';
import { loadCompanyProfile } from './CompanyProfile/load';
import { loadCompanyContacts } from './CompanyContacts/load';
import { loadCompanyVideos } from './CompanyVideos/load';
import { loadCompanyContent } from './CompanyContent/load';
import { loadNewsletterCampaigns } from './NewsletterCampaigns/load';
import { loadSubscribe } from './Subscribe/load';
import { loadExternalRss } from './ExternalRss/load';
import { loadAboutAuthor } from './AboutAuthor/load';
import { loadAuthorProfile } from './AuthorProfile/load';
import { loadInquiryForm } from './InquiryForm/load';
import { loadContactForm } from './ContactForm/load';
import { loadPodcasts } from './Podcasts/load';
import { loadPartsSearch } from './PartsSearch/load';
import { loadDataSheets } from './DataSheets/load';
import { loadJobBoard } from './JobBoard/load';
import { loadBlueconicRecommendations } from './BlueconicRecommendations/load';
import { loadLeaders } from './Leaders/load';
import type { BlockLoader } from './types';

/** A block type's own settings, as its schema outputs them. */
export type BlockSettingsOf<T extends BlockType> = z.output<BlockDefinitions[T]['settings']>;

/**
 * Every block type's server data loader, keyed by type (server-only: the page assembly in
 * getWebsiteLayoutPage runs them). Each loader gets settings parsed by its own schema
 * (validateBlockSettings), so the settings type matches; a type without a loader does not compile.
 */
export const BLOCK_LOADERS: { [T in BlockType]: BlockLoader<BlockSettingsOf<T>> } = {
  content_title: loadContentTitle,
  content_body: loadContentBody,
  content_primary_image: loadContentPrimaryImage,
  content_list: loadContentList,
  rich_text: loadRichText,
  content_schedules: loadContentSchedules,
  related_content: loadRelatedContent,
  share_links: loadShareLinks,
  social_links: loadSocialLinks,
  search: loadSearch,
  call_to_action: loadCallToAction,
  image_gallery: loadImageGallery,
  video_player: loadVideoPlayer,
  content_sidebars: loadContentSidebars,
  document_download: loadDocumentDownload,
  zmag_embed: loadZmagEmbed,
  issue_overview: loadIssueOverview,
  magazine_overview: loadMagazineOverview,
  countdown: loadCountdown,
  carousel: loadCarousel,
  content_image_grid: loadContentImageGrid,
  webinars: loadWebinars,
  section_overview: loadSectionOverview,
  us_map: loadUsMap,
  company_profile: loadCompanyProfile,
  company_contacts: loadCompanyContacts,
  company_videos: loadCompanyVideos,
  company_content: loadCompanyContent,
  newsletter_campaigns: loadNewsletterCampaigns,
  subscribe: loadSubscribe,
  external_rss: loadExternalRss,
  about_author: loadAboutAuthor,
  author_profile: loadAuthorProfile,
  inquiry_form: loadInquiryForm,
  contact_form: loadContactForm,
  podcasts: loadPodcasts,
  parts_search: loadPartsSearch,
  data_sheets: loadDataSheets,
  job_board: loadJobBoard,
  blueconic_recommendations: loadBlueconicRecommendations,
  leaders: loadLeaders,
};
