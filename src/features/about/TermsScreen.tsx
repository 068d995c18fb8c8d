import { LegalPage } from './LegalPage';

const SECTIONS = ['fanProject', 'use', 'content', 'warranty'] as const;

export function Component() {
  return <LegalPage titleKey="screens.terms" prefix="terms" sections={SECTIONS} testId="terms-screen" />;
}
