import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { RoleGatedScreen } from '../../auth/RoleGatedScreen';

/** Only for authenticated or preview users; guests are sent to /login?redirect=/activity. */
export function Component() {
  return (
    <RoleGatedScreen role="authenticated" titleKey="screens.activity">
      <ScreenPlaceholder titleKey="screens.activity" />
    </RoleGatedScreen>
  );
}
