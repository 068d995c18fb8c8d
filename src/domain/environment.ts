/**
 * Which environment a hostname belongs to (SPEC.md 4 "Environment", 7 "Browser storage"):
 * localhost or 127.* → local; a preview host → preview; a configured production host →
 * production; anything else → unknown. Storage keys are prefixed prod_ or preview_.
 */

export type AppEnvironment = 'local' | 'preview' | 'production' | 'unknown';

export interface EnvironmentConfig {
  /** Exact hostnames (lower case) of the production sites. */
  productionHosts: readonly string[];
  /** Hostnames of preview deployments. */
  previewHostPattern: RegExp;
}

/**
 * Defaults: Netlify deploy previews and branch deploys ("deploy-preview-12--site.netlify.app",
 * "branch--site.netlify.app") and any host whose first label says preview.
 */
export const DEFAULT_PREVIEW_HOST_PATTERN = /^(?:[a-z0-9-]+--[a-z0-9-]+\.netlify\.app|preview[.-][a-z0-9.-]+|[a-z0-9-]+-preview\.[a-z0-9.-]+)$/i;

export const DEFAULT_ENVIRONMENT_CONFIG: EnvironmentConfig = {
  productionHosts: ['warcrowarmy.com', 'www.warcrowarmy.com'],
  previewHostPattern: DEFAULT_PREVIEW_HOST_PATTERN,
};

export function detectEnvironment(hostname: string, config: EnvironmentConfig = DEFAULT_ENVIRONMENT_CONFIG): AppEnvironment {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '') return 'unknown';
  if (host === 'localhost' || host.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '::1') {
    return 'local';
  }
  if (config.productionHosts.some((h) => h.toLowerCase() === host)) return 'production';
  if (config.previewHostPattern.test(host)) return 'preview';
  return 'unknown';
}

/** Local content data is used on local hosts only. */
export function usesLocalData(env: AppEnvironment): boolean {
  return env === 'local';
}

export function storageKeyPrefix(env: AppEnvironment): 'prod_' | 'preview_' {
  return env === 'production' ? 'prod_' : 'preview_';
}

export function storageKey(env: AppEnvironment, key: string): string {
  return `${storageKeyPrefix(env)}${key}`;
}

/** The label the diagnostics overlay shows (Local Dev, preview, Unknown); production shows none. */
export function environmentLabel(env: AppEnvironment): string | null {
  return env === 'local' ? 'Local Dev' : env === 'preview' ? 'preview' : env === 'unknown' ? 'Unknown' : null;
}
