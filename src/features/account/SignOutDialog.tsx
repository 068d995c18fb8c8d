/**
 * Sign-out on a shared device (issue 13 item 2). Every "Sign out" (menu, profile) opens this
 * dialog: signing out keeps the device's lists unless the player ticks "Also remove my lists
 * from this device". Then the lists kept in the cloud leave the device (they come back at the
 * next sign-in); the lists only on this device are named and stay, unless the player ticks
 * that they go too and confirms a second time. Lists are removed only after the sign-out
 * worked. The shell loads this module the first time a Sign out is pressed
 * (SignOutDialogWhenAsked): it reads the device's lists through Dexie.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { logger } from '../../platform/logger';
import { getAuthActions } from '../../auth/actions';
import { useAuthStore } from '../../auth/authStore';
import { listsForSignOut, removeListsFromDevice, type SignOutLists } from '../../db/repositories/signOutLists';
import { Button, Dialog, notify } from '../../ui';

import { useSignOutDialog } from './signOutDialogStore';

export { useSignOutDialog };

export function SignOutDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { to, hide } = useSignOutDialog();
  const accountId = useAuthStore((s) => s.userId);
  const setSigningOut = useAuthStore((s) => s.setSigningOut);
  const [remove, setRemove] = useState(false);
  const [alsoOnlyHere, setAlsoOnlyHere] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [found, setFound] = useState<SignOutLists | null>(null);

  useEffect(() => {
    setRemove(false);
    setAlsoOnlyHere(false);
    setConfirming(false);
    setFound(null);
    if (to === null || !accountId) return;
    let cancelled = false;
    listsForSignOut(accountId).then(
      (lists) => {
        if (!cancelled) setFound(lists);
      },
      (error: unknown) => logger.warn('Could not read the lists for sign-out', { error: String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [to, accountId]);

  const signOut = async () => {
    const destination = to ?? '/login';
    const removing = remove && accountId !== null;
    const dropOnlyHere = removing && alsoOnlyHere;
    // The second confirmation: lists that are not in the cloud are gone for good.
    if (dropOnlyHere && !confirming) {
      setConfirming(true);
      return;
    }
    hide();
    setSigningOut(true);
    try {
      const account = accountId;
      const actions = await getAuthActions();
      await actions.signOut();
      // What the toasts still on screen said ("Signed in as …") no longer holds.
      notify.dismissAll();
      if (removing && account) {
        const count = await removeListsFromDevice(account, { alsoOnlyHere: dropOnlyHere });
        notify.success(t('auth.signedOut'), t('signOut.removed', { count }));
      } else {
        notify.success(t('auth.signedOut'));
      }
      navigate(destination);
    } catch (error) {
      logger.warn('Sign-out failed', { error: String(error) });
      notify.error(t('auth.signOutFailed'));
    } finally {
      setSigningOut(false);
    }
  };

  const onlyHere = found?.onlyHere ?? [];
  return (
    <Dialog
      open={to !== null}
      onClose={hide}
      title={t('signOut.title')}
      testId="sign-out-dialog"
      footer={
        <>
          <Button onClick={hide}>{t('actions.cancel')}</Button>
          <Button variant={confirming ? 'danger' : 'primary'} onClick={() => void signOut()} data-testid="sign-out-confirm">
            {confirming ? t('signOut.confirmLoss', { count: onlyHere.length }) : t('nav.signOut')}
          </Button>
        </>
      }
    >
      <div className="stack">
        <label className="switch">
          <input type="checkbox" checked={remove} onChange={(e) => setRemove(e.target.checked)} data-testid="sign-out-remove" />
          <span>{t('signOut.remove')}</span>
        </label>
        {remove && found && (
          <>
            <p data-testid="sign-out-in-cloud">{t('signOut.inCloud', { count: found.inCloud.length })}</p>
            {onlyHere.length > 0 && (
              <>
                <p>{t('signOut.onlyHere', { count: onlyHere.length })}</p>
                <ul data-testid="sign-out-only-here">
                  {onlyHere.map((list) => (
                    <li key={list.id}>{list.name}</li>
                  ))}
                </ul>
                <label className="switch">
                  <input
                    type="checkbox"
                    checked={alsoOnlyHere}
                    onChange={(e) => {
                      setAlsoOnlyHere(e.target.checked);
                      setConfirming(false);
                    }}
                    data-testid="sign-out-remove-only-here"
                  />
                  <span>{t('signOut.removeOnlyHere', { count: onlyHere.length })}</span>
                </label>
                {confirming && (
                  <p role="alert" data-testid="sign-out-warning">
                    {t('signOut.warning', { count: onlyHere.length })}
                  </p>
                )}
              </>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
