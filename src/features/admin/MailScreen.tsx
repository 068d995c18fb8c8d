import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { RoleGatedScreen } from '../../auth/RoleGatedScreen';

export function Component() {
  return (
    <RoleGatedScreen role="admin" titleKey="screens.mail">
      <ScreenPlaceholder titleKey="screens.mail" />
    </RoleGatedScreen>
  );
}
