import { useTranslation } from '../../i18n/useTranslation';
import type { Language } from '../../domain/types';
import { normaliseLanguage } from '../../i18n';

/** The interface language as the domain's Language type. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);
}
