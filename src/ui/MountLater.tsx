/**
 * Children that may wait for a task of their own before they render (issue 12): a long grid's
 * off-screen items mount one per task after the first paint, each task rendering only its own
 * item. (Growing the grid from its parent re-rendered the parent and checked every item
 * already drawn on each step, which on a slow phone made each step a long task of its own.)
 */
import { useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '../platform/afterPaint';

const waiting: Array<() => void> = [];
let draining = false;

async function drain(): Promise<void> {
  draining = true;
  try {
    while (waiting.length > 0) {
      await nextTask();
      // One per task: the state change renders that one item in this task's microtasks.
      waiting.shift()?.();
    }
  } finally {
    draining = false;
  }
}

/** Queues `mount` behind the items already waiting; returns a function that takes it out. */
function waitForTurn(mount: () => void): () => void {
  waiting.push(mount);
  if (!draining) void drain();
  return () => {
    const at = waiting.indexOf(mount);
    if (at >= 0) waiting.splice(at, 1);
  };
}

export interface MountLaterProps {
  /** true: render nothing until this item's turn comes (items take turns in the order they mount). false: render now. */
  later: boolean;
  children: ReactNode;
}

/** Once rendered, the children stay: `later` turning true again does not take them away. */
export function MountLater({ later, children }: MountLaterProps) {
  const [turnCame, setTurnCame] = useState(!later);
  if (!later && !turnCame) setTurnCame(true);
  const shown = turnCame || !later;
  useEffect(() => {
    if (shown) return;
    return waitForTurn(() => setTurnCame(true));
  }, [shown]);
  return shown ? <>{children}</> : null;
}
