/**
 * A whole screen behind a role gate. The screen's title is set before the gate, so a
 * blocked admin page still reads "Admin Dashboard · Warcrow Companion" in the tab.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { RequireRole, type RequiredRole } from './RequireRole';

export function RoleGatedScreen({ role, titleKey, children }: { role: RequiredRole; titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return <RequireRole role={role}>{children}</RequireRole>;
}
