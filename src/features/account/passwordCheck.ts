/**
 * The password rule checked on the device before the form asks the server (the same rule as
 * the local auth server's, src/domain/passwordStrength.ts), so a player learns at once why a
 * password is refused, offline too. The strength estimator and its dictionary load only when
 * a new password is first checked.
 */
import type { AuthMessage } from '../../auth/authErrors';

export async function weakPasswordMessage(password: string): Promise<AuthMessage | null> {
  // The checker is not kept for offline use (sign-up needs the network): when it cannot load,
  // the server judges the password, or the form says it is offline.
  const loaded = await import('../../domain/passwordStrength').catch(() => null);
  if (!loaded) return null;
  const { passwordWeaknesses } = loaded;
  const reasons = passwordWeaknesses(password);
  return reasons.length === 0 ? null : { key: 'errors.weakPassword', reasons: reasons.map((reason) => `errors.weakReasons.${reason}`) };
}
