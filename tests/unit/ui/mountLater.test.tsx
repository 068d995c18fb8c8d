// @vitest-environment jsdom
// MountLater (src/ui/MountLater.tsx), rendered by Preact into jsdom: what a long grid shows in
// its first render, the order and pace at which its other items come, and what a re-render or
// an unmount does to the items still waiting.
import { describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { mountPointPerTest } from '../support/mountPoint';
import { MountLater } from '../../../src/ui/MountLater';
import { nextTask } from '../../../src/platform/afterPaint';

const mount = mountPointPerTest();

/** The items on screen, in document order. */
const shown = () => [...mount.host.querySelectorAll('[data-item]')].map((element) => element.getAttribute('data-item'));

/** A grid of `items` whose first `now` render at once. */
function Grid({ items, now }: { items: string[]; now: number }) {
  return (
    <ul>
      {items.map((item, index) => (
        <MountLater key={item} later={index >= now}>
          <li data-item={item}>{item}</li>
        </MountLater>
      ))}
    </ul>
  );
}

async function render(items: string[], now: number) {
  await act(async () => mount.root.render(<Grid items={items} now={now} />));
}

/** Until every item is on screen (each takes a task of its own). */
async function untilAllShown(count: number) {
  for (let i = 0; i < count * 4 && shown().length < count; i++) await nextTask();
}

describe('MountLater', () => {
  it('renders the first items at once and the others later, one per task, in their order', async () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    // The first render and its effects; no task has passed yet.
    await render(items, 2);
    expect(shown()).toEqual(['a', 'b']);

    const counts = [shown().length];
    for (let i = 0; i < 12 && shown().length < items.length; i++) {
      await nextTask();
      counts.push(shown().length);
    }
    // Never two items in one task.
    for (let i = 1; i < counts.length; i++) expect(counts[i]! - counts[i - 1]!).toBeLessThanOrEqual(1);
    expect(shown()).toEqual(items);
  });

  it('shows at once an item that a re-render brings into the first places, and keeps the order of the grid', async () => {
    await render(['a', 'b', 'c', 'd'], 1);
    expect(shown()).toEqual(['a']);
    // A search now shows only d: it is in the first place, so it renders now.
    await render(['d'], 1);
    expect(shown()).toEqual(['d']);
    await render(['a', 'b', 'c', 'd'], 1);
    await untilAllShown(4);
    expect(shown()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps an item it has shown when the item moves back out of the first places', async () => {
    await render(['a', 'b', 'c'], 3);
    expect(shown()).toEqual(['a', 'b', 'c']);
    await render(['x', 'y', 'a', 'b', 'c'], 2);
    // x and y render at once; a, b and c were drawn already and stay.
    expect(shown()).toEqual(['x', 'y', 'a', 'b', 'c']);
  });

  it('keeps an item that was waiting, then shown at once, when it moves back out of the first places', async () => {
    await render(['a', 'b', 'c'], 1);
    expect(shown()).toEqual(['a']);
    // A search brings b and c to the first places before their turn: shown now.
    await render(['b', 'c'], 2);
    expect(shown()).toEqual(['b', 'c']);
    // Clearing it puts them back behind new first items: they do not go away again.
    await render(['x', 'y', 'b', 'c'], 2);
    expect(shown()).toEqual(['x', 'y', 'b', 'c']);
  });

  it('forgets an item that leaves before its turn: the items after it still come', async () => {
    await render(['a', 'b', 'c', 'd'], 1);
    expect(shown()).toEqual(['a']);
    // b and c leave while waiting (a filter); d still gets its turn.
    await render(['a', 'd'], 1);
    await untilAllShown(2);
    expect(shown()).toEqual(['a', 'd']);
    // Nothing that left comes back on its own.
    for (let i = 0; i < 4; i++) await nextTask();
    expect(shown()).toEqual(['a', 'd']);
  });
});
