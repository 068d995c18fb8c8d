// @vitest-environment jsdom
// How the screens' live queries hand over their results (src/db/hooks/useLiveQuery.ts): results
// that come in before the next delivery are delivered together in one task, only the latest
// of each query, never after the screen has let go of the query; at once when a hidden tab is shown.
import { describe, expect, it } from 'vitest';
import { deliveredTogether, type ValueSource } from '../../../src/db/hooks/useLiveQuery';

/** A query whose results the test pushes by hand. */
function source<T>() {
  let observer: { next: (value: T) => void; error: (error: unknown) => void } | null = null;
  const src: ValueSource<T> = {
    subscribe(o) {
      observer = o;
      return {
        unsubscribe() {
          observer = null;
        },
      };
    },
  };
  return {
    src,
    push: (value: T) => observer?.next(value),
    fail: (error: unknown) => observer?.error(error),
    get subscribed() {
      return observer !== null;
    },
  };
}

/** One task later: the delivery queue has been emptied. */
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live query delivery', () => {
  it('delivers the results of several queries together, a task after the first, and only the latest of each', async () => {
    const factions = source<string[]>();
    const units = source<number>();
    const seen: string[] = [];
    deliveredTogether(factions.src).subscribe((value) => seen.push(`factions ${value.join('+')}`));
    deliveredTogether(units.src).subscribe((value) => seen.push(`units ${value}`));

    factions.push(['a']);
    units.push(1);
    // A result that arrives in a later task, before the delivery: still with the others.
    await Promise.resolve();
    factions.push(['a', 'b']);
    expect(seen).toEqual([]);

    await aTaskLater();
    expect(seen).toEqual(['factions a+b', 'units 1']);

    units.push(2);
    await aTaskLater();
    expect(seen).toEqual(['factions a+b', 'units 1', 'units 2']);
  });

  it('never delivers to a screen that has let go of the query, and lets go of the query itself', async () => {
    const lists = source<number>();
    const seen: number[] = [];
    const subscription = deliveredTogether(lists.src).subscribe((value) => seen.push(value));
    lists.push(1);
    expect(lists.subscribed).toBe(true);
    if (typeof subscription === 'function') subscription();
    else subscription.unsubscribe();
    expect(lists.subscribed).toBe(false);
    await aTaskLater();
    expect(seen).toEqual([]);
  });

  it('delivers an error the same way, so the screen can show it', async () => {
    const drafts = source<number>();
    const errors: unknown[] = [];
    deliveredTogether(drafts.src).subscribe(
      () => undefined,
      (error) => errors.push(error),
    );
    const failure = new Error('The database is closed');
    drafts.fail(failure);
    expect(errors).toEqual([]);
    await aTaskLater();
    expect(errors).toEqual([failure]);
  });

  it('delivers at once when a hidden tab is shown, not at its next (throttled) timer', async () => {
    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    try {
      const lists = source<number>();
      const seen: number[] = [];
      deliveredTogether(lists.src).subscribe((value) => seen.push(value));
      lists.push(1);
      // Hidden again (another tab's event): nothing yet.
      document.dispatchEvent(new Event('visibilitychange'));
      expect(seen).toEqual([]);
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      expect(seen).toEqual([1]);
      // Delivered once: the timer that was waiting delivers nothing more.
      await aTaskLater();
      expect(seen).toEqual([1]);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('says it holds no value yet, so the hook never subscribes twice to look for one', () => {
    const units = source<number>();
    expect(deliveredTogether(units.src).hasValue?.()).toBe(false);
  });
});
