/** The app's languages (SPEC.md 1), plain data for the app and the build alike. */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
