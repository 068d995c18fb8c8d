/**
 * The one line the share dialog shows under the link type (issue 14): why the full link is shown
 * first, or what the chosen link does, true for the player's case. The link shown first always
 * opens on any device: the short link only once the server has it.
 */
import type { ShortLinkPublication } from '../../db/hooks/useShortLinkPublication';

/** Why the full link is shown first (or what the chosen link does): one line, true for the case. */
export type ShareReason = 'shortFailed' | 'guest' | 'offline' | 'publishing' | 'publishFailed' | 'full' | 'shortPublished' | 'shortLocal';

export const SHARE_REASON_KEYS: Record<ShareReason, string> = {
  shortFailed: 'builder:share.shortFailed',
  guest: 'builder:share.whyGuest',
  offline: 'builder:share.offlineNote',
  publishing: 'builder:share.whyPublishing',
  publishFailed: 'builder:share.whyPublishFailed',
  full: 'builder:share.fullNote',
  shortPublished: 'builder:share.shortPublished',
  shortLocal: 'builder:share.shortLocal',
};

/** The line under the link type, from what is shown and how far the short link got. */
export function shareReason(kind: 'short' | 'full', short: 'idle' | 'creating' | 'ready' | 'failed', publication: ShortLinkPublication | undefined, isSignedIn: boolean, isOnline: boolean): ShareReason {
  if (kind === 'short') return publication === 'published' ? 'shortPublished' : 'shortLocal';
  if (short === 'failed') return 'shortFailed';
  if (publication === 'published') return 'full';
  if (!isSignedIn) return 'guest';
  if (publication === 'rejected') return 'publishFailed';
  return isOnline ? 'publishing' : 'offline';
}
