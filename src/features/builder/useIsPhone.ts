import { useMediaQuery } from '../../ui/useMediaQuery';

/**
 * Below the 768 px breakpoint the builder is phone-first: the unit browser is the page and the
 * list opens as a sheet from the sticky summary (issue 14). Read from matchMedia, so the first
 * render already has the right layout (no shift) and a rotated tablet switches at once.
 */
const QUERY = '(max-width: 767.98px)';

export function useIsPhone(): boolean {
  return useMediaQuery(QUERY);
}
