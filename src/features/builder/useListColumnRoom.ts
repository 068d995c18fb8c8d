/**
 * Wide screens (issue 14): how tall the builder's sticky list column may be. The column ends
 * above the summary bar, wherever the bar is: stuck to the bottom of the screen while the units
 * scroll, or in its place under the units at the end of the page, where the footer takes the
 * bottom of the screen. A column taller than that room would be pushed up under the top bar
 * there, taking the Selected Units heading out of view; sized to it, the column stays whole
 * and scrolls inside itself. The room is the CSS variable --list-room on the column.
 */
import { useLayoutEffect, type RefObject } from 'react';

/** Never less than this: on a very short window the column still shows a few rows. */
const MIN_ROOM_PX = 240;

function pixels(value: string): number {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}

export function useListColumnRoom(enabled: boolean, columnRef: RefObject<HTMLElement | null>, barRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const column = columnRef.current;
    const bar = barRef.current;
    const area = column?.parentElement;
    if (!enabled || !column || !bar || !area) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Where the column's top is once it sticks, and where it is before (the top of the page).
      const top = Math.max(pixels(getComputedStyle(column).top), area.getBoundingClientRect().top);
      // The bar's margin keeps the same gap between the column and the bar as between units and bar.
      const barTop = bar.getBoundingClientRect().top - pixels(getComputedStyle(bar).marginTop);
      const room = `${Math.max(MIN_ROOM_PX, Math.floor(barTop - top))}px`;
      if (column.style.getPropertyValue('--list-room') !== room) column.style.setProperty('--list-room', room);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The units filtered or the list grown: the page's height and the bar's place change.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(area);
    observer?.observe(bar);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      column.style.removeProperty('--list-room');
    };
  }, [enabled, columnRef, barRef]);
}
