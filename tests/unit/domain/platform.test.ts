import { describe, expect, it } from 'vitest';
import { cleanupCandidates, evaluateCacheHealth, isAuthKey } from '../../../src/domain/cacheHealth';
import * as C from '../../../src/domain/constants';
import {
  DEFAULT_ENVIRONMENT_CONFIG,
  detectEnvironment,
  environmentLabel,
  storageKey,
  storageKeyPrefix,
  usesLocalData,
} from '../../../src/domain/environment';
import {
  cardImageCandidates,
  cardImagePath,
  COMMAND_ICON_PATH,
  imageSlug,
  nextCardImage,
  portraitPath,
  SPECIAL_SLUGS,
} from '../../../src/domain/images';

describe('images', () => {
  it.each([
    ['Ahlwardt, Ice Bear', 'ahlwardt_ice_bear'],
    ['Battle-Scarred', 'battle_scarred'],
    ["Lady's Guard", 'ladys_guard'],
    ['Dispel (BLK)!', 'dispel_blk'],
    ['  Orc Hunters ', 'orc_hunters'],
    ['Vercana (Mercenary)', 'vercana'],
  ])('slug of %j is %s', (name, slug) => expect(imageSlug(name)).toBe(slug));

  it('special cases come from the table', () => {
    for (const [name, slug] of Object.entries(SPECIAL_SLUGS)) expect(imageSlug(name)).toBe(slug);
  });

  it('card paths per language with the .png retry, then give up', () => {
    expect(cardImagePath('alborc', 'en')).toBe('/art/card/alborc_card_en.jpg');
    expect(cardImagePath('alborc', 'es')).toBe('/art/card/alborc_card_sp.jpg');
    expect(cardImagePath('alborc', 'fr', 'png')).toBe('/art/card/alborc_card_fr.png');
    expect(cardImageCandidates('alborc', 'es')).toEqual(['/art/card/alborc_card_sp.jpg', '/art/card/alborc_card_sp.png']);
    expect(nextCardImage('alborc', 'en', 0)).toBe('/art/card/alborc_card_en.jpg');
    expect(nextCardImage('alborc', 'en', 1)).toBe('/art/card/alborc_card_en.png');
    expect(nextCardImage('alborc', 'en', 2)).toBeNull();
    expect(nextCardImage('alborc', 'en', -1)).toBe('/art/card/alborc_card_en.jpg');
  });

  it('portrait and command icon paths', () => {
    expect(portraitPath('alborc')).toBe('/art/portrait/alborc_portrait.jpg');
    expect(COMMAND_ICON_PATH).toBe('/art/icons/command_icon.png');
  });
});

describe('environment', () => {
  it.each([
    ['localhost', 'local'],
    ['LOCALHOST', 'local'],
    ['app.localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['127.1.2.3', 'local'],
    ['::1', 'local'],
    ['[::1]', 'local'],
    ['warcrowarmy.com', 'production'],
    ['www.warcrowarmy.com.', 'production'],
    ['deploy-preview-42--warcrow.netlify.app', 'preview'],
    ['preview.warcrowarmy.com', 'preview'],
    ['feature-preview.example.org', 'preview'],
    ['example.com', 'unknown'],
    ['127.0.0.1.evil.com', 'unknown'],
    ['', 'unknown'],
  ])('%s → %s', (host, env) => expect(detectEnvironment(host)).toBe(env));

  it('uses the configured production hosts and preview pattern', () => {
    const config = { productionHosts: ['play.example.com'], previewHostPattern: /^pr-\d+\.example\.com$/ };
    expect(detectEnvironment('play.example.com', config)).toBe('production');
    expect(detectEnvironment('pr-7.example.com', config)).toBe('preview');
    expect(detectEnvironment('warcrowarmy.com', config)).toBe('unknown');
    expect(DEFAULT_ENVIRONMENT_CONFIG.productionHosts.length).toBeGreaterThan(0);
  });

  it('storage prefix prod_ in production, preview_ elsewhere', () => {
    expect(storageKeyPrefix('production')).toBe('prod_');
    expect(storageKeyPrefix('preview')).toBe('preview_');
    expect(storageKeyPrefix('local')).toBe('preview_');
    expect(storageKey('production', 'language')).toBe('prod_language');
  });

  it('labels and local data', () => {
    expect(['local', 'preview', 'unknown', 'production'].map((e) => environmentLabel(e as never))).toEqual(['Local Dev', 'preview', 'Unknown', null]);
    expect(usesLocalData('local')).toBe(true);
    expect(usesLocalData('preview')).toBe(false);
  });
});

describe('cache health', () => {
  const entries = (n: number, size = 10, key = (i: number) => `k${i}`) => Array.from({ length: n }, (_, i) => ({ key: key(i), size }));

  it('good under every limit', () => {
    expect(evaluateCacheHealth(entries(100, 50_000))).toMatchObject({ status: 'good', keyCount: 100, totalBytes: 5_000_000, issues: [] });
  });
  it('poor over 5 MB', () => {
    const r = evaluateCacheHealth([{ key: 'big', size: 5 * 1024 * 1024 + 1 }]);
    expect(r.status).toBe('poor');
    expect(r.issues).toEqual([{ code: 'cache.tooLarge', params: { n: 5 }, severity: 'warning' }]);
  });
  it('poor over 100 keys', () => {
    expect(evaluateCacheHealth(entries(101)).issues.map((i) => i.code)).toEqual(['cache.tooManyKeys']);
  });
  it('poor over 5 auth keys; bad sizes count as 0', () => {
    const r = evaluateCacheHealth([...entries(6, 1, (i) => `sb-${i}-auth-token`), { key: 'x', size: Number.NaN }, { key: 'y', size: -5 }]);
    expect(r.authKeyCount).toBe(6);
    expect(r.totalBytes).toBe(6);
    expect(r.issues.map((i) => i.code)).toEqual(['cache.tooManyAuthKeys']);
    expect(evaluateCacheHealth(entries(5, 1, (i) => `auth${i}`)).status).toBe('good');
  });
  it('isAuthKey', () => {
    expect(['prod_auth_session', 'sb-abc-auth-token', 'supabase.auth.token', 'tokenVersion'].every(isAuthKey)).toBe(true);
    expect(isAuthKey('prod_armyLists')).toBe(false);
  });
  it('clean-up candidates: temp/cache/query keys once over 3 MB, only when fewer than 20 match', () => {
    const small = [{ key: 'query-1', size: 10 }];
    expect(cleanupCandidates(small)).toEqual([]);
    const big = [{ key: 'armyLists', size: 3 * 1024 * 1024 }, { key: 'query-1', size: 10 }, { key: 'TEMP_x', size: 10 }, { key: 'units', size: 10 }];
    expect(cleanupCandidates(big)).toEqual(['query-1', 'TEMP_x']);
    const many = [{ key: 'armyLists', size: 4 * 1024 * 1024 }, ...entries(20, 1, (i) => `cache-${i}`)];
    expect(cleanupCandidates(many)).toEqual([]);
  });
});

describe('constants (SPEC section 9)', () => {
  it('carry the specified values', () => {
    expect({
      APP_VERSION: C.APP_VERSION,
      DEFAULT_CHANGELOG_VERSION: C.DEFAULT_CHANGELOG_VERSION,
      VERSION_FALLBACK: C.VERSION_FALLBACK,
      DEFAULT_FACTION_ID: C.DEFAULT_FACTION_ID,
      DEFAULT_LIST_NAMES: C.DEFAULT_LIST_NAMES,
      FALLBACK_USER_COUNT: C.FALLBACK_USER_COUNT,
      MAX_ACTIVATIONS_PER_TURN: C.MAX_ACTIVATIONS_PER_TURN,
      MAX_HIGH_COMMAND_UNITS: C.MAX_HIGH_COMMAND_UNITS,
      PROFILE_FETCH_TIMEOUT_MS: C.PROFILE_FETCH_TIMEOUT_MS,
      SESSION_RESTORE_TIMEOUT_MS: C.SESSION_RESTORE_TIMEOUT_MS,
      REFRESH_RETRY_BASE_MS: C.REFRESH_RETRY_BASE_MS,
      CODE_VERIFIER_LENGTH: C.CODE_VERIFIER_LENGTH,
      SLOW_LOAD_THRESHOLD_MS: C.SLOW_LOAD_THRESHOLD_MS,
      MOBILE_BREAKPOINT_PX: C.MOBILE_BREAKPOINT_PX,
      COPIED_STATE_MS: C.COPIED_STATE_MS,
      BUILD_STATUS_REFRESH_MS: C.BUILD_STATUS_REFRESH_MS,
      BUILD_FAILURE_WINDOW_MS: C.BUILD_FAILURE_WINDOW_MS,
      BUILD_FAILURE_NOTIFICATION_LIMIT: C.BUILD_FAILURE_NOTIFICATION_LIMIT,
      TOOLTIP_DELAY_MS: C.TOOLTIP_DELAY_MS,
      TOOLTIP_SKIP_DELAY_MS: C.TOOLTIP_SKIP_DELAY_MS,
      SCROLL_HIDE_DELAY_MS: C.SCROLL_HIDE_DELAY_MS,
      PAGE_RELOAD_DELAY_MS: C.PAGE_RELOAD_DELAY_MS,
      CLOUD_LIST_REFRESH_DELAY_MS: C.CLOUD_LIST_REFRESH_DELAY_MS,
      LOAD_TIME_GREEN_BELOW_MS: C.LOAD_TIME_GREEN_BELOW_MS,
      LOAD_TIME_YELLOW_BELOW_MS: C.LOAD_TIME_YELLOW_BELOW_MS,
      CACHE_POOR_STORAGE_BYTES: C.CACHE_POOR_STORAGE_BYTES,
      CACHE_POOR_KEY_COUNT: C.CACHE_POOR_KEY_COUNT,
      CACHE_POOR_AUTH_KEY_COUNT: C.CACHE_POOR_AUTH_KEY_COUNT,
      FACTION_DROPDOWN_MAX_HEIGHT_PX: C.FACTION_DROPDOWN_MAX_HEIGHT_PX,
      MAX_DISPLAY_QUANTITY: C.MAX_DISPLAY_QUANTITY,
      PRINTED_CARD: [C.PRINTED_CARD_WIDTH_IN, C.PRINTED_CARD_HEIGHT_IN],
      CARD_DIALOG: [C.CARD_IMAGE_DIALOG_WIDTH_PX, C.CARD_IMAGE_DIALOG_HEIGHT_PX],
      PORTRAIT_SIZE_PX: C.PORTRAIT_SIZE_PX,
      RANGES: [C.MIN_POINTS_COST, C.MAX_POINTS_COST, C.MIN_AVAILABILITY, C.MAX_AVAILABILITY, C.MIN_COMMAND, C.MAX_COMMAND],
      COURTESY_HIDDEN_KEYWORDS: C.COURTESY_HIDDEN_KEYWORDS,
      NEWS_FORMATS: [C.NEWS_HEADER_DATE_FORMAT, C.NEWS_ARCHIVE_DATE_FORMAT],
      GAME_NUMBERS: [C.AMBUSHER_NO_SIGHT_STRIDES, C.SCOUT_DEPLOY_STRIDES, C.SLOWED_CHARGE_PENALTY_STRIDES, C.PREFERRED_TERRAIN_BONUS_STRIDES, C.LARGE_DAMAGE_CAP_SUCCESSES],
    }).toEqual({
      APP_VERSION: '0.6.4',
      DEFAULT_CHANGELOG_VERSION: '0.5.11',
      VERSION_FALLBACK: '1.0.0',
      DEFAULT_FACTION_ID: 'northern-tribes',
      DEFAULT_LIST_NAMES: ['Untitled List', 'Unnamed List'],
      FALLBACK_USER_COUNT: 470,
      MAX_ACTIVATIONS_PER_TURN: 5,
      MAX_HIGH_COMMAND_UNITS: 1,
      PROFILE_FETCH_TIMEOUT_MS: 2000,
      SESSION_RESTORE_TIMEOUT_MS: 3000,
      REFRESH_RETRY_BASE_MS: 200,
      CODE_VERIFIER_LENGTH: 56,
      SLOW_LOAD_THRESHOLD_MS: 3000,
      MOBILE_BREAKPOINT_PX: 768,
      COPIED_STATE_MS: 2000,
      BUILD_STATUS_REFRESH_MS: 120000,
      BUILD_FAILURE_WINDOW_MS: 24 * 60 * 60 * 1000,
      BUILD_FAILURE_NOTIFICATION_LIMIT: 5,
      TOOLTIP_DELAY_MS: 700,
      TOOLTIP_SKIP_DELAY_MS: 300,
      SCROLL_HIDE_DELAY_MS: 600,
      PAGE_RELOAD_DELAY_MS: 1000,
      CLOUD_LIST_REFRESH_DELAY_MS: 500,
      LOAD_TIME_GREEN_BELOW_MS: 2000,
      LOAD_TIME_YELLOW_BELOW_MS: 4000,
      CACHE_POOR_STORAGE_BYTES: 5 * 1024 * 1024,
      CACHE_POOR_KEY_COUNT: 100,
      CACHE_POOR_AUTH_KEY_COUNT: 5,
      FACTION_DROPDOWN_MAX_HEIGHT_PX: 300,
      MAX_DISPLAY_QUANTITY: 9,
      PRINTED_CARD: [3.15, 4.72],
      CARD_DIALOG: [800, 1120],
      PORTRAIT_SIZE_PX: 64,
      RANGES: [0, 60, 1, 3, 0, 3],
      COURTESY_HIDDEN_KEYWORDS: ['scout', 'ambusher'],
      NEWS_FORMATS: ['MM/dd/yy', 'MMM dd, yyyy'],
      GAME_NUMBERS: [10, 12, 4, 2, 3],
    });
  });
});
