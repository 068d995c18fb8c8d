import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { RoleGatedScreen } from '../../auth/RoleGatedScreen';

export function Component() {
  return (
    <RoleGatedScreen role="admin" titleKey="screens.adminDevOptions">
      <ScreenPlaceholder titleKey="screens.adminDevOptions" />
    </RoleGatedScreen>
  );
}
