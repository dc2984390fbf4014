/**
 * Platform constants and limits — spec 000 §9 ("Business constants and limits") and 002 §9,
 * plus the numeric rules stated elsewhere in those documents (section noted on each).
 * Names carry their unit: _MS, _PX, _DAYS, _CHARS. Bare counts have no suffix.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// ── Application updates (000 §2.3, §9) ─────────────────────────────────────────────────────────
/** "Build check interval 1 hour (36e5 ms)". */
export const BUILD_CHECK_INTERVAL_MS = 36e5;
/** "failed-piece reload guard 10 seconds". */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** "at most 5 parallel route preloads". */
export const MAX_PARALLEL_ROUTE_PRELOADS = 5;
/** "Icon fetch timeout 1500 ms." */
export const ICON_FETCH_TIMEOUT_MS = 1500;

// ── Transport (000 §7.1) ───────────────────────────────────────────────────────────────────────
/** "one retry is made when retry is enabled: on by default for queries, off for mutations". */
export const TRANSPORT_RETRY_COUNT = 1;
export const TRANSPORT_RETRY_DEFAULTS = { query: true, mutation: false } as const;

// ── Stream limits (000 §7.2, §9; 002 §7, §9) ───────────────────────────────────────────────────
export const STREAM_LIMITS = {
  /** "100 upcoming events and webinars". */
  upcomingEventsAndWebinars: 100,
  /** "1000 taxonomy terms". */
  taxonomy: 1000,
  /** "and contracts". */
  contracts: 1000,
  /** "9999 people". */
  people: 9999,
  /** 002 §9 "Body-block content stream limit 1000." */
  contentBody: 1000,
  /** 002 §9 "Contacts limit 100." */
  contacts: 100,
} as const;

/** 000 §9 / 002 §7: "Demographic query limit 10". */
export const DEMOGRAPHIC_QUERY_LIMIT = 10;

// ── Notifications, search, tooltips, buttons (000 §9, 002 §9) ──────────────────────────────────
/** "Notification toasts auto-close after 5000 ms". */
export const TOAST_AUTO_CLOSE_MS = 5000;
/** "Search debounce 500 ms." (000 §5: "debounced by 500 ms by default"). */
export const SEARCH_DEBOUNCE_MS = 500;
/** 002 §9: "Search and scroll throttle 50 ms, idle 200 ms." */
export const SEARCH_SCROLL_THROTTLE_MS = 50;
export const SEARCH_SCROLL_IDLE_MS = 200;
/** "Tooltip default max width 200px." */
export const TOOLTIP_MAX_WIDTH_PX = 200;
/** "Button icon sizes 22, 18, 16, 14 for large, medium, small, other." */
export const BUTTON_ICON_SIZES_PX = { large: 22, medium: 18, small: 16, other: 14 } as const;

// ── Admin shell (000 §2.4) ─────────────────────────────────────────────────────────────────────
/** "optional collapsible left panel (default max width 460px)". */
export const LEFT_PANEL_MAX_WIDTH_PX = 460;
/** Command palette "maximum width 700px". */
export const COMMAND_PALETTE_MAX_WIDTH_PX = 700;
/** 002 §2 Shell: "Header and sidebar shift down by 38px to make room for the admin bar". */
export const ADMIN_BAR_HEIGHT_PX = 38;

// ── Cookies and local caches (000 §9, 002 §9) ──────────────────────────────────────────────────
/** "Cookie default path /." */
export const COOKIE_DEFAULT_PATH = '/';
/** "Site user info is cached locally 24 hours". */
export const SITE_USER_INFO_CACHE_MS = 24 * HOUR_MS;
/** "login token cookie 30 days". */
export const LOGIN_TOKEN_COOKIE_MAX_AGE_MS = 30 * DAY_MS;
/** "licence company cookie 24 hours". */
export const LICENCE_COMPANY_COOKIE_MAX_AGE_MS = 24 * HOUR_MS;
/** "company-not-found marker 10 minutes". */
export const COMPANY_NOT_FOUND_MARKER_MS = 10 * MINUTE_MS;
/** "simulation cookie 1 day". */
export const SIMULATION_COOKIE_MAX_AGE_MS = DAY_MS;
/** "Page cache key version v2.8". */
export const PAGE_CACHE_KEY_VERSION = 'v2.8';
/** "user-info cache version v1.2". */
export const USER_INFO_CACHE_VERSION = 'v1.2';

// ── News flyout (000 §9) ───────────────────────────────────────────────────────────────────────
/** "News alert window 14 days (unread, alert-flagged items only)". */
export const NEWS_ALERT_WINDOW_DAYS = 14;
/** "the news flyout loads 10 published items". */
export const NEWS_FLYOUT_ITEMS = 10;

// ── Content ids (000 §2.1, §5) ─────────────────────────────────────────────────────────────────
/** "/{id} where id is exactly 8 digits". */
export const CONTENT_ID_PATTERN = /^\d{8}$/;
/** The smallest 8-digit number: the first id the content-redirect route can address (our inference). */
export const FIRST_CONTENT_ID = 10_000_000;

// ── Page width, spacing, paging (002 §2, §4, §5, §9) ───────────────────────────────────────────
/** "Max site width 1300px (content width 1300px unless full width)". */
export const MAX_SITE_WIDTH_PX = 1300;
export const CONTENT_MAX_WIDTH_PX = MAX_SITE_WIDTH_PX;
/** "Default spacing 48px". */
export const DEFAULT_SPACING_PX = 48;
/** "the new design uses the configured value, unit spacing/8". */
export const NEW_DESIGN_SPACING_UNIT_DIVISOR = 8;
/** "Max page scrolls default 8." */
export const MAX_PAGE_SCROLLS_DEFAULT = 8;
/** "Maximum 8 secondary grids or pages" (002 §5: "At most 8 secondary pages and 8 secondary grids"). */
export const MAX_SECONDARY_GRIDS = 8;
export const MAX_SECONDARY_PAGES = 8;
/** "next-page fetch limit 1". */
export const NEXT_PAGE_FETCH_LIMIT = 1;
/** "Scroll trigger distance 250px." */
export const SCROLL_TRIGGER_DISTANCE_PX = 250;

// ── Header and menus (002 §2 Shell, §9) ────────────────────────────────────────────────────────
/** "Secondary header menu 8 links (4 with sponsored search)". */
export const SECONDARY_MENU_MAX_LINKS = 8;
export const SECONDARY_MENU_MAX_LINKS_WITH_SPONSORED_SEARCH = 4;
/** "bottom bar 5 links". */
export const BOTTOM_BAR_MAX_LINKS = 5;
/**
 * "Primary menu font size falls 15/14/13/12px as total label length reaches 85/110/135
 * characters." Read as: the first step whose minimum the total length has reached (>=) applies.
 */
export const PRIMARY_MENU_FONT_SIZE_STEPS = [
  { minTotalLabelChars: 0, fontSizePx: 15 },
  { minTotalLabelChars: 85, fontSizePx: 14 },
  { minTotalLabelChars: 110, fontSizePx: 13 },
  { minTotalLabelChars: 135, fontSizePx: 12 },
] as const;
/** "Default logo height 35; mega menu logo 45" (pixels). */
export const DEFAULT_LOGO_HEIGHT_PX = 35;
export const MEGA_MENU_LOGO_HEIGHT_PX = 45;
/** "Footer button label default 'Join Now'". */
export const FOOTER_BUTTON_LABEL_DEFAULT = 'Join Now';
/** "Newsletter flyout default footer style is flyout; the other option is membership." */
export const NEWSLETTER_FLYOUT_FOOTER_STYLES = ['flyout', 'membership'] as const;
export const NEWSLETTER_FLYOUT_FOOTER_STYLE_DEFAULT = 'flyout';

// ── Ads (002 §4, §9) ───────────────────────────────────────────────────────────────────────────
/** "refresh only above 75% in view". */
export const AD_REFRESH_MIN_VISIBLE_RATIO = 0.75;
/** "lazy-load fetch margin 100%, render margin 50%, mobile scaling 2". */
export const AD_LAZY_LOAD = { fetchMarginPercent: 100, renderMarginPercent: 50, mobileScaling: 2 } as const;
/** "observer stops after 10 s". */
export const AD_OBSERVER_TIMEOUT_MS = 10 * SECOND_MS;
/** "native list completion delay 500 ms". */
export const NATIVE_LIST_AD_COMPLETION_DELAY_MS = 500;
/**
 * "Welcome ad defaults: delay 0, length 15." The spec gives no unit; seconds assumed (15 s is the
 * usual length of a welcome/interstitial ad).
 */
export const WELCOME_AD_DEFAULTS = { delaySeconds: 0, lengthSeconds: 15 } as const;
/** "Site skin top offset 90px, plus 30 when a CMS user is logged in and 45 when the primary header menu has links." */
export const SITE_SKIN_TOP_OFFSET_PX = 90;
export const SITE_SKIN_TOP_OFFSET_CMS_USER_EXTRA_PX = 30;
export const SITE_SKIN_TOP_OFFSET_PRIMARY_MENU_EXTRA_PX = 45;
/** "Skin side offsets 650px, or 699px on the right when logged in." */
export const SITE_SKIN_SIDE_OFFSET_PX = 650;
export const SITE_SKIN_RIGHT_OFFSET_LOGGED_IN_PX = 699;

// ── Gating and metering (002 §4, §9) ───────────────────────────────────────────────────────────
/** "Metering defaults 7 free views, 30-day period". */
export const METERING_DEFAULT_FREE_VIEWS = 7;
export const METERING_DEFAULT_PERIOD_DAYS = 30;
/** "label date format MM/dd/yyyy" (the [EXPIRATION_DATE] placeholder). */
export const METER_LABEL_DATE_FORMAT = 'MM/dd/yyyy';
/** "Ungated paragraphs default 1 (range 1 to 10)." */
export const UNGATED_PARAGRAPHS = { default: 1, min: 1, max: 10 } as const;

// ── Blocks (002 §9) ────────────────────────────────────────────────────────────────────────────
/** "Content list block: up to 100 items, default 1." */
export const CONTENT_LIST_ITEMS = { default: 1, max: 100 } as const;
/** "Section tree depth 3." */
export const SECTION_TREE_DEPTH = 3;
/** "Issues block: 1 issue for single layout, 12 for grid, 13 otherwise." */
export const ISSUES_BLOCK_LIMITS = { single: 1, grid: 12, other: 13 } as const;
/** "Newsletter campaigns: default 20, only Sent or Sending, not hidden on web." */
export const NEWSLETTER_CAMPAIGNS_DEFAULT_LIMIT = 20;
export const NEWSLETTER_CAMPAIGN_VISIBLE_STATUSES = ['Sent', 'Sending'] as const;
/** "Default teaser max length 175." Characters. */
export const DEFAULT_TEASER_MAX_LENGTH = 175;
/** "Website section fetch limit 50 for section pages, 1000 for leaders." */
export const WEBSITE_SECTION_FETCH_LIMITS = { sectionPage: 50, leaders: 1000 } as const;
/**
 * "BlueConic in article body: 4 items, only for Article, News, Blog; default target paragraph 3;
 * paragraph length 40 words; days range 0 to 3650."
 */
export const BLUECONIC_IN_ARTICLE = {
  items: 4,
  contentTypes: ['Article', 'News', 'Blog'],
  defaultTargetParagraph: 3,
  paragraphLengthWords: 40,
  daysRange: { min: 0, max: 3650 },
} as const;

// ── Images (002 §9) ────────────────────────────────────────────────────────────────────────────
/** "social share 1200x630, fallback 1200x627". */
export const SOCIAL_SHARE_IMAGE_PX = { width: 1200, height: 630 } as const;
export const SOCIAL_SHARE_IMAGE_FALLBACK_PX = { width: 1200, height: 627 } as const;
/** "favicons 180, 32 and 16px". */
export const FAVICON_SIZES_PX = [180, 32, 16] as const;
