import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';

export function Component() {
  return <ScreenPlaceholder titleKey="screens.sharedList" />;
}
