import { describe, expect, it, vi } from 'vitest';
import { onBeforeUpdate, stopForUpdate } from '../../../src/platform/beforeUpdate';

describe('stopping work before an update takes over', () => {
  it('runs every registered stop once, even when one of them throws', () => {
    const first = vi.fn(() => {
      throw new Error('already gone');
    });
    const second = vi.fn();
    onBeforeUpdate(first);
    onBeforeUpdate(second);
    stopForUpdate();
    stopForUpdate();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does not run a stop that was unregistered', () => {
    const stop = vi.fn();
    const unregister = onBeforeUpdate(stop);
    unregister();
    stopForUpdate();
    expect(stop).not.toHaveBeenCalled();
  });
});
