import { useMediaQuery } from '../../ui/useMediaQuery';

/** Devices whose main pointer cannot hover get full-screen sheets instead of tooltips. */
const QUERY = '(hover: none), (pointer: coarse)';

export function useIsTouch(): boolean {
  return useMediaQuery(QUERY);
}
