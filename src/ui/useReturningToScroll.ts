/**
 * True when this screen was reached by Back, Forward or a reload to a history entry the player
 * had scrolled (src/ui/scrollMemory.ts): the shell restores that place, so a screen's own
 * "scroll to the linked item" (a rules section, a unit row) must not run over it. Decided once
 * per history entry: scrolling during the visit does not change it.
 */
import { useMemo } from 'react';
import { useLocation, useNavigationType } from './router';
import { savedScroll, scrollEntryId } from './scrollMemory';

export function useReturningToScroll(): boolean {
  const location = useLocation();
  const navigationType = useNavigationType();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => navigationType === 'POP' && savedScroll(scrollEntryId(location)) !== undefined, [location.key, navigationType]);
}
