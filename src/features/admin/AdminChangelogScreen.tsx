import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { RoleGatedScreen } from '../../auth/RoleGatedScreen';

export function Component() {
  return (
    <RoleGatedScreen role="admin" titleKey="screens.adminChangelog">
      <ScreenPlaceholder titleKey="screens.adminChangelog" />
    </RoleGatedScreen>
  );
}
