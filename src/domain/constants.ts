/**
 * Business constants and limits (SPEC.md section 9, plus the few numbers sections 2–8 give).
 * SCREAMING_SNAKE with the unit in the name; every magic number in the app should come from here.
 */
import type { FactionId, Language } from './types';

// ----- Versions -----
export const APP_VERSION = '0.6.4';

/** The data version a device reports when no catalogue version is known (nothing seeded yet). */
export const UNKNOWN_DATA_VERSION = 'local';
export const DEFAULT_CHANGELOG_VERSION = '0.5.11';
/** Used when a version cannot be read at all (e.g. a version.json without a version field). */
export const VERSION_FALLBACK = '1.0.0';

// ----- Languages, factions, list names -----
export const SUPPORTED_LANGUAGES: readonly Language[] = ['en', 'es', 'fr'];
export const DEFAULT_LANGUAGE: Language = 'en';
export const DEFAULT_FACTION_ID: FactionId = 'northern-tribes';
export const DEFAULT_LIST_NAMES: readonly string[] = ['Untitled List', 'Unnamed List'];
export const DEFAULT_LIST_NAME = 'Untitled List';

// ----- List building -----
export const MAX_ACTIVATIONS_PER_TURN = 5;
/** Recommended maximum (warning only in the panel; the builder blocks adding a second one). */
export const MAX_HIGH_COMMAND_UNITS = 1;
export const MIN_AVAILABILITY = 1;
export const MAX_AVAILABILITY = 3;
export const MIN_POINTS_COST = 0;
export const MAX_POINTS_COST = 60;
export const MIN_COMMAND = 0;
export const MAX_COMMAND = 3;
/** The list label never shows a quantity above this. */
export const MAX_DISPLAY_QUANTITY = 9;
export const COMPANION_POINTS_COST = 0;
/** Courtesy lists hide units carrying one of these keywords (compared case-insensitively). */
export const COURTESY_HIDDEN_KEYWORDS: readonly string[] = ['scout', 'ambusher'];

// ----- Community and auth -----
export const FALLBACK_USER_COUNT = 470;
export const PROFILE_FETCH_TIMEOUT_MS = 2000;
export const SESSION_RESTORE_TIMEOUT_MS = 3000;
export const REFRESH_RETRY_BASE_MS = 200;
export const REFRESH_RETRY_BACKOFF_FACTOR = 2;
export const CODE_VERIFIER_LENGTH = 56;
export const STALE_URL_SESSION_S = 120;
export const WAB_ID_DISPLAY_CHARS = 8;

// ----- Landing, builds and notifications -----
export const BUILD_STATUS_REFRESH_MS = 120_000;
export const BUILD_FAILURE_WINDOW_HOURS = 24;
export const BUILD_FAILURE_WINDOW_MS = BUILD_FAILURE_WINDOW_HOURS * 60 * 60 * 1000;
export const BUILD_FAILURE_NOTIFICATION_LIMIT = 5;
export const NEWS_HEADER_DATE_FORMAT = 'MM/dd/yy';
export const NEWS_ARCHIVE_DATE_FORMAT = 'MMM dd, yyyy';
export const DEFAULT_NEWS_ITEM_COUNT = 2;

// ----- UI timings -----
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SCROLL_HIDE_DELAY_MS = 600;
export const COPIED_STATE_MS = 2000;
export const PAGE_RELOAD_DELAY_MS = 1000;
export const ENVIRONMENT_MISMATCH_RELOAD_MS = 1000;
export const CLOUD_LIST_REFRESH_DELAY_MS = 500;
export const FACTIONS_INFO_TOAST_MS = 5000;

// ----- Performance -----
export const SLOW_LOAD_THRESHOLD_MS = 3000;
export const LOAD_TIME_GREEN_BELOW_MS = 2000;
export const LOAD_TIME_YELLOW_BELOW_MS = 4000;

// ----- Cache health and clean-up -----
export const BYTES_PER_MB = 1024 * 1024;
export const CACHE_POOR_STORAGE_BYTES = 5 * BYTES_PER_MB;
export const CACHE_POOR_KEY_COUNT = 100;
export const CACHE_POOR_AUTH_KEY_COUNT = 5;
export const CACHE_CLEANUP_STORAGE_BYTES = 3 * BYTES_PER_MB;
export const CACHE_CLEANUP_MAX_MATCHING_KEYS = 20;
export const CACHE_CLEANUP_KEY_PATTERNS: readonly string[] = ['temp', 'cache', 'query'];
export const DEPLOYMENT_CACHE_KEY_PATTERNS: readonly string[] = ['query', 'cache', 'units', 'faction'];

// ----- Layout -----
export const MOBILE_BREAKPOINT_PX = 768;
export const FACTION_DROPDOWN_MAX_HEIGHT_PX = 300;
export const PRINTED_CARD_WIDTH_IN = 3.15;
export const PRINTED_CARD_HEIGHT_IN = 4.72;
export const CARD_IMAGE_DIALOG_WIDTH_PX = 800;
export const CARD_IMAGE_DIALOG_HEIGHT_PX = 1120;
export const PORTRAIT_SIZE_PX = 64;
/** The card image tries .jpg, then .png; after this many failures it shows "Image not available". */
export const CARD_IMAGE_MAX_ATTEMPTS = 2;

// ----- Query caching (SPEC 7 "Query caching") -----
export const QUERY_DEFAULT_STALE_MS = 30_000;
export const QUERY_DEFAULT_GC_MS = 5 * 60_000;
export const QUERY_DEFAULT_RETRIES = 1;
export const RULES_QUERY_STALE_MS = 5 * 60_000;
export const RULES_QUERY_RETRIES = 3;
export const UNIT_QUERY_STALE_MS = 0;
export const UNIT_QUERY_GC_MS = 5 * 60_000;
export const FACTION_QUERY_STALE_MS = 5 * 60_000;
export const FACTION_QUERY_GC_MS = 15 * 60_000;
export const USER_COUNT_MAX_RETRIES = 2;

// ----- Game numbers in rules text -----
export const AMBUSHER_NO_SIGHT_STRIDES = 10;
export const SCOUT_DEPLOY_STRIDES = 12;
export const SLOWED_CHARGE_PENALTY_STRIDES = 4;
export const PREFERRED_TERRAIN_BONUS_STRIDES = 2;
export const LARGE_DAMAGE_CAP_SUCCESSES = 3;

// ----- Share codes (issue #3; sized from a realistic 25-unit list of about 2,000 JSON chars) -----
/** Format written into every new share code. */
export const SHARE_CODE_FORMAT_VERSION = 1;
/** Longest share code accepted before any decompression (a 25-unit list is well under 2,000). */
export const MAX_SHARE_CODE_LENGTH = 6000;
/** Longest decompressed JSON text accepted before parsing. */
export const MAX_SHARE_JSON_CHARS = 64 * 1024;
/** Most bytes a legacy zlib code may inflate to; the stream is cancelled past it. */
export const MAX_LEGACY_INFLATED_BYTES = 64 * 1024;
/** Most unit entries a shared list may carry. */
export const MAX_SHARE_UNITS = 200;
/** Deepest JSON nesting a shared list may use (list → units → unit → keywords → keyword). */
export const MAX_SHARE_JSON_DEPTH = 6;
export const MAX_LIST_NAME_LENGTH = 200;
/** Longest name of a list kept in the cloud or posted to the community (the server's limit, issue 15). */
export const MAX_SAVED_LIST_NAME_LENGTH = 80;
/** Longest unit id a list may refer to (a Character's attachedTo, issue 14; the list file allows 120). */
export const MAX_UNIT_ID_LENGTH = 120;
/** Longest note a player may keep with a list (issue 16); a longer stored note is cut to it. */
export const MAX_LIST_NOTE_LENGTH = 2000;
/** Characters of a short-link hash. */
export const SHORT_HASH_LENGTH = 10;

// ----- Search -----
export const SEARCH_MAX_RESULTS = 50;
export const SEARCH_SNIPPET_CHARS = 160;

/**
 * The updated_at that content rows carry while they are exactly as the app bundles them
 * (issue 12 "Nothing downloaded twice"). A seeded device starts its content pull after this
 * moment, so only rows edited on the server since (which get a real timestamp) are fetched.
 */
export const BUNDLED_CONTENT_AT = '2000-01-01T00:00:00.000Z';
/** The key that, with BUNDLED_CONTENT_AT, places a pull cursor after every bundled row. */
export const AFTER_EVERY_KEY = '\uffff';

/** The longest catalogue dataVersion a list may record (army_lists/shared_lists.data_version allow 128). */
export const MAX_DATA_VERSION_LENGTH = 128;
