/**
 * The first frame of a screen pays for the browser's first look at each font it draws: every
 * family, weight and size is looked up, its font file opened and read (on Linux, over IPC to the
 * browser process). On a cold visit that was most of the first frame's layout, one task of
 * 45–75 ms at 4x CPU slowdown (issue 12). While the page waits for its screen's files, those
 * lookups can be done ahead, one per task, by measuring a word in each text style on a canvas,
 * which asks the same font cache the page's layout uses. The styles are the app's own (the
 * typography tokens of src/ui/theme.css, in rem) that most screens draw in their first frame.
 */

type Family = 'sans' | 'display';
type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';

/** Family, weight and size token, the most drawn first (counted on /, /builder, /rules and a shared list). */
const FIRST_FRAME_STYLES: ReadonlyArray<readonly [Family, number, Size]> = [
  ['sans', 400, 'md'],
  ['sans', 600, 'md'],
  ['display', 700, 'lg'],
  ['sans', 400, 'sm'],
  ['sans', 700, 'md'],
  ['display', 700, '2xl'],
  ['sans', 600, 'sm'],
  ['sans', 600, 'xs'],
  ['sans', 700, 'xs'],
  ['sans', 400, 'xs'],
  ['display', 700, 'xl'],
  ['sans', 600, 'lg'],
  ['sans', 400, 'lg'],
];

/** Letters, digits and the accents of the three languages. */
const SAMPLE = 'Warcrow 0123456789 áéíóúàèçñü';

/**
 * Looks up the first frame's fonts, one style per task (timers, so anything the page is waiting
 * for runs first). Returns a function that stops what has not run yet.
 */
export function warmFonts(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return () => undefined;
    const tokens = getComputedStyle(document.documentElement);
    const rootPx = Number.parseFloat(tokens.fontSize) || 16;
    const family = { sans: tokens.getPropertyValue('--font-sans').trim(), display: tokens.getPropertyValue('--font-display').trim() };
    if (family.sans === '' || family.display === '') return () => undefined;
    let next = 0;
    const step = () => {
      const style = FIRST_FRAME_STYLES[next];
      next += 1;
      if (!style) return;
      const [face, weight, size] = style;
      const px = Number.parseFloat(tokens.getPropertyValue(`--text-${size}`)) * rootPx;
      if (Number.isFinite(px) && px > 0) {
        context.font = `${weight} ${px}px ${family[face]}`;
        context.measureText(SAMPLE);
      }
      if (next < FIRST_FRAME_STYLES.length) timer = setTimeout(step, 0);
    };
    timer = setTimeout(step, 0);
  } catch {
    // Only a head start: without it, the first frame looks the fonts up itself.
  }
  return () => {
    if (timer !== undefined) clearTimeout(timer);
  };
}
