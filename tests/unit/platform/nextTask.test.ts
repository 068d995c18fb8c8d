// nextTask (src/platform/afterPaint.ts) ends the current task: work queued as microtasks or
// as earlier messages runs before it resolves, so start-up steps never share one long task.
import { describe, expect, it } from 'vitest';
import { nextTask } from '../../../src/platform/afterPaint';

describe('nextTask', () => {
  it('resolves after the microtasks queued with it and after a message posted before it', async () => {
    const order: string[] = [];
    const earlier = new MessageChannel();
    earlier.port1.onmessage = () => {
      order.push('earlier task');
      earlier.port1.close();
    };
    earlier.port2.postMessage(null);
    const waited = nextTask().then(() => order.push('next task'));
    for (let i = 0; i < 3; i++) void Promise.resolve().then(() => order.push(`microtask ${i}`));
    await waited;
    expect(order).toEqual(['microtask 0', 'microtask 1', 'microtask 2', 'earlier task', 'next task']);
  });
});
