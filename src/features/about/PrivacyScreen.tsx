import { LegalPage } from './LegalPage';

const SECTIONS = ['device', 'account', 'noTracking', 'deletion'] as const;

export function Component() {
  return <LegalPage titleKey="screens.privacy" prefix="privacy" sections={SECTIONS} testId="privacy-screen" />;
}
