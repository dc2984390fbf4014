import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('platform constants (spec 000 §9)', () => {
  it('application update timings', () => {
    expect(C.BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(C.CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    expect(C.MAX_PARALLEL_ROUTE_PRELOADS).toBe(5);
    expect(C.ICON_FETCH_TIMEOUT_MS).toBe(1500);
  });

  it('stream limits', () => {
    expect(C.STREAM_LIMITS).toEqual({
      upcomingEventsAndWebinars: 100, taxonomy: 1000, contracts: 1000, people: 9999, contentBody: 1000, contacts: 100,
    });
    expect(C.DEMOGRAPHIC_QUERY_LIMIT).toBe(10);
  });

  it('transport retry', () => {
    expect(C.TRANSPORT_RETRY_COUNT).toBe(1);
    expect(C.TRANSPORT_RETRY_DEFAULTS).toEqual({ query: true, mutation: false });
  });

  it('UI timings and sizes', () => {
    expect(C.TOAST_AUTO_CLOSE_MS).toBe(5000);
    expect(C.SEARCH_DEBOUNCE_MS).toBe(500);
    expect(C.SEARCH_SCROLL_THROTTLE_MS).toBe(50);
    expect(C.SEARCH_SCROLL_IDLE_MS).toBe(200);
    expect(C.TOOLTIP_MAX_WIDTH_PX).toBe(200);
    expect(C.BUTTON_ICON_SIZES_PX).toEqual({ large: 22, medium: 18, small: 16, other: 14 });
    expect(C.LEFT_PANEL_MAX_WIDTH_PX).toBe(460);
    expect(C.COMMAND_PALETTE_MAX_WIDTH_PX).toBe(700);
    expect(C.ADMIN_BAR_HEIGHT_PX).toBe(38);
  });

  it('cookies and caches', () => {
    expect(C.COOKIE_DEFAULT_PATH).toBe('/');
    expect(C.SITE_USER_INFO_CACHE_MS).toBe(86_400_000);
    expect(C.LOGIN_TOKEN_COOKIE_MAX_AGE_MS).toBe(2_592_000_000);
    expect(C.LICENCE_COMPANY_COOKIE_MAX_AGE_MS).toBe(86_400_000);
    expect(C.COMPANY_NOT_FOUND_MARKER_MS).toBe(600_000);
    expect(C.SIMULATION_COOKIE_MAX_AGE_MS).toBe(86_400_000);
    expect(C.PAGE_CACHE_KEY_VERSION).toBe('v2.8');
    expect(C.USER_INFO_CACHE_VERSION).toBe('v1.2');
  });

  it('news flyout', () => {
    expect(C.NEWS_ALERT_WINDOW_DAYS).toBe(14);
    expect(C.NEWS_FLYOUT_ITEMS).toBe(10);
  });

  it('content id: exactly 8 digits', () => {
    expect(C.CONTENT_ID_PATTERN.test('12345678')).toBe(true);
    expect(C.CONTENT_ID_PATTERN.test(String(C.FIRST_CONTENT_ID))).toBe(true);
    expect(C.CONTENT_ID_PATTERN.test(String(C.FIRST_CONTENT_ID - 1))).toBe(false);
    expect(C.CONTENT_ID_PATTERN.test('1234567')).toBe(false);
    expect(C.CONTENT_ID_PATTERN.test('123456789')).toBe(false);
    expect(C.CONTENT_ID_PATTERN.test('1234567a')).toBe(false);
    expect(C.CONTENT_ID_PATTERN.test('12345678/')).toBe(false);
    expect(C.FIRST_CONTENT_ID).toBe(10_000_000);
  });
});

describe('public site constants (spec 002 §9)', () => {
  it('width, spacing and paging', () => {
    expect(C.MAX_SITE_WIDTH_PX).toBe(1300);
    expect(C.CONTENT_MAX_WIDTH_PX).toBe(1300);
    expect(C.DEFAULT_SPACING_PX).toBe(48);
    expect(C.NEW_DESIGN_SPACING_UNIT_DIVISOR).toBe(8);
    expect(C.MAX_PAGE_SCROLLS_DEFAULT).toBe(8);
    expect(C.MAX_SECONDARY_GRIDS).toBe(8);
    expect(C.MAX_SECONDARY_PAGES).toBe(8);
    expect(C.NEXT_PAGE_FETCH_LIMIT).toBe(1);
    expect(C.SCROLL_TRIGGER_DISTANCE_PX).toBe(250);
  });

  it('header and menus', () => {
    expect(C.SECONDARY_MENU_MAX_LINKS).toBe(8);
    expect(C.SECONDARY_MENU_MAX_LINKS_WITH_SPONSORED_SEARCH).toBe(4);
    expect(C.BOTTOM_BAR_MAX_LINKS).toBe(5);
    expect(C.PRIMARY_MENU_FONT_SIZE_STEPS.map((s) => s.fontSizePx)).toEqual([15, 14, 13, 12]);
    expect(C.PRIMARY_MENU_FONT_SIZE_STEPS.map((s) => s.minTotalLabelChars)).toEqual([0, 85, 110, 135]);
    expect(C.DEFAULT_LOGO_HEIGHT_PX).toBe(35);
    expect(C.MEGA_MENU_LOGO_HEIGHT_PX).toBe(45);
    expect(C.FOOTER_BUTTON_LABEL_DEFAULT).toBe('Join Now');
    expect(C.NEWSLETTER_FLYOUT_FOOTER_STYLES).toEqual(['flyout', 'membership']);
    expect(C.NEWSLETTER_FLYOUT_FOOTER_STYLE_DEFAULT).toBe('flyout');
  });

  it('ads', () => {
    expect(C.AD_REFRESH_MIN_VISIBLE_RATIO).toBe(0.75);
    expect(C.AD_LAZY_LOAD).toEqual({ fetchMarginPercent: 100, renderMarginPercent: 50, mobileScaling: 2 });
    expect(C.AD_OBSERVER_TIMEOUT_MS).toBe(10_000);
    expect(C.NATIVE_LIST_AD_COMPLETION_DELAY_MS).toBe(500);
    expect(C.WELCOME_AD_DEFAULTS).toEqual({ delaySeconds: 0, lengthSeconds: 15 });
    expect(C.SITE_SKIN_TOP_OFFSET_PX).toBe(90);
    expect(C.SITE_SKIN_TOP_OFFSET_CMS_USER_EXTRA_PX).toBe(30);
    expect(C.SITE_SKIN_TOP_OFFSET_PRIMARY_MENU_EXTRA_PX).toBe(45);
    expect(C.SITE_SKIN_SIDE_OFFSET_PX).toBe(650);
    expect(C.SITE_SKIN_RIGHT_OFFSET_LOGGED_IN_PX).toBe(699);
  });

  it('gating and metering', () => {
    expect(C.METERING_DEFAULT_FREE_VIEWS).toBe(7);
    expect(C.METERING_DEFAULT_PERIOD_DAYS).toBe(30);
    expect(C.METER_LABEL_DATE_FORMAT).toBe('MM/dd/yyyy');
    expect(C.UNGATED_PARAGRAPHS).toEqual({ default: 1, min: 1, max: 10 });
  });

  it('blocks', () => {
    expect(C.CONTENT_LIST_ITEMS).toEqual({ default: 1, max: 100 });
    expect(C.SECTION_TREE_DEPTH).toBe(3);
    expect(C.ISSUES_BLOCK_LIMITS).toEqual({ single: 1, grid: 12, other: 13 });
    expect(C.NEWSLETTER_CAMPAIGNS_DEFAULT_LIMIT).toBe(20);
    expect(C.NEWSLETTER_CAMPAIGN_VISIBLE_STATUSES).toEqual(['Sent', 'Sending']);
    expect(C.DEFAULT_TEASER_MAX_LENGTH).toBe(175);
    expect(C.WEBSITE_SECTION_FETCH_LIMITS).toEqual({ sectionPage: 50, leaders: 1000 });
    expect(C.BLUECONIC_IN_ARTICLE).toEqual({
      items: 4,
      contentTypes: ['Article', 'News', 'Blog'],
      defaultTargetParagraph: 3,
      paragraphLengthWords: 40,
      daysRange: { min: 0, max: 3650 },
    });
  });

  it('images', () => {
    expect(C.SOCIAL_SHARE_IMAGE_PX).toEqual({ width: 1200, height: 630 });
    expect(C.SOCIAL_SHARE_IMAGE_FALLBACK_PX).toEqual({ width: 1200, height: 627 });
    expect(C.FAVICON_SIZES_PX).toEqual([180, 32, 16]);
  });
});
