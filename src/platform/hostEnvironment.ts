/**
 * Where the app is running (SPEC.md 4 "Environment", 7 "Browser storage").
 * localhost / 127.* → local; preview hosts → preview; configured production hosts → production.
 * Storage keys get the prod_ / preview_ prefix; the Dexie database name carries the environment.
 *
 * No DOM here: the service worker needs the same answers (src/platform/environment.ts adds the
 * page's localStorage helpers on top).
 */
import { logger } from './logger';

export type AppEnvironment = 'local' | 'preview' | 'production' | 'unknown';

const DEFAULT_PREVIEW_PATTERN = /(^deploy-preview-\d+--)|(--[a-z0-9-]+\.netlify\.app$)|(^preview\.)|(\.preview\.)/i;

function productionHosts(): string[] {
  const raw = import.meta.env.VITE_PRODUCTION_HOSTS ?? 'warcrow.app,www.warcrow.app,warcrow-companion.netlify.app';
  return raw
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

function previewPattern(): RegExp {
  const raw = import.meta.env.VITE_PREVIEW_HOST_PATTERN;
  if (!raw) return DEFAULT_PREVIEW_PATTERN;
  try {
    return new RegExp(raw, 'i');
  } catch {
    logger.warn('Invalid VITE_PREVIEW_HOST_PATTERN, using the default', { raw });
    return DEFAULT_PREVIEW_PATTERN;
  }
}

export function detectEnvironment(hostname: string): AppEnvironment {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.startsWith('127.') || host === '[::1]' || host === '::1') return 'local';
  if (productionHosts().includes(host)) return 'production';
  if (previewPattern().test(host)) return 'preview';
  return 'unknown';
}

export const currentEnvironment: AppEnvironment =
  typeof location === 'undefined' ? 'local' : detectEnvironment(location.hostname);

/** prod_ for everything but preview hosts (SPEC.md: keys are prefixed prod_ or preview_). */
export const storagePrefix = currentEnvironment === 'preview' ? 'preview_' : 'prod_';

export const storageKey = (name: string) => `${storagePrefix}${name}`;

/** Unknown hosts (self-hosted copies) keep their data as production does. */
export const dataEnvironment: 'local' | 'preview' | 'production' =
  currentEnvironment === 'unknown' ? 'production' : currentEnvironment;

export const databaseName = `warcrow-${dataEnvironment}`;

export const isLocalData = currentEnvironment === 'local';
export const isPreview = currentEnvironment === 'preview';
export const isProduction = currentEnvironment === 'production';
