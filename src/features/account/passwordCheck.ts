/**
 * The password rule checked on the device before the form asks the server (the same rule as
 * the local auth server's, src/domain/passwordStrength.ts), so a player learns at once why a
 * password is refused, offline too. The strength estimator and its dictionary load only when
 * a new password is first checked.
 */
import type { AuthMessage } from '../../auth/authErrors';

export async function weakPasswordMessage(password: string): Promise<AuthMessage | null> {
  const { passwordWeaknesses } = await import('../../domain/passwordStrength');
  const reasons = passwordWeaknesses(password);
  return reasons.length === 0 ? null : { key: 'errors.weakPassword', reasons: reasons.map((reason) => `errors.weakReasons.${reason}`) };
}
