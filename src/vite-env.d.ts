/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
/** The data version of the catalogue this build bundles (supabase/seed/catalogue.json). */
declare const __CATALOGUE_DATA_VERSION__: string;
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_PRODUCTION_HOSTS?: string;
  readonly VITE_PREVIEW_HOST_PATTERN?: string;
}

declare module 'virtual:sync-worker-url' {
  /** The sync worker's script (vite.config.ts, syncWorkerEntry). */
  const url: string;
  export default url;
}

declare module 'virtual:bundled-terms/*' {
  /** The bundled terms in one language (vite.config.ts, bundledTerms; src/domain/termTexts.ts). */
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative path
  const rows: import('./domain/types').SpecialRuleText[];
  export default rows;
}
