/**
 * Runs `task` once the frame being prepared has been painted: a task after the animation frame
 * that follows it (the frame callback of the frame itself runs before its paint, and a task
 * queued from there can still run before the browser presents it). For work a screen's first
 * paint must not wait for, such as loading the database library. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(task, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Longest wait for the first contentful paint to be reported, and for an idle moment after the load. */
const FIRST_PAINT_TIMEOUT_MS = 3000;
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the browser has reported the page's first contentful paint (the paint
 * timing entry, which comes when the frame is on screen; a frame callback can come before
 * that), or after FIRST_PAINT_TIMEOUT_MS where that is never reported. Returns a cancel function.
 */
export function afterFirstContentfulPaint(task: () => void): () => void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  let cancelFrame: (() => void) | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    task();
  };
  const timer = setTimeout(run, FIRST_PAINT_TIMEOUT_MS);
  try {
    if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) throw new Error('no paint timing');
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) setTimeout(run, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    cancelFrame = afterNextPaint(run);
  }
  return () => {
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    cancelFrame?.();
  };
}

/**
 * Runs `task` once the first screen is on screen (afterFirstContentfulPaint), the page has
 * loaded and the main thread is idle (at most `idleTimeoutMs` later): for work the first
 * screen does not show, such as watching the stored copy of content a first visit already
 * shows from the bundle, or registering the service worker. Returns a cancel function.
 */
export function whenPageIdle(task: () => void, idleTimeoutMs: number = IDLE_TIMEOUT_MS): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(run, { timeout: idleTimeoutMs });
    else timer = setTimeout(run, 0);
  };
  const cancelPaint = afterFirstContentfulPaint(() => {
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
  });
  return () => {
    cancelled = true;
    cancelPaint();
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Resolves in a task of its own, after the browser has had the chance to run anything waiting
 * (input, rendering, other tasks): long start-up work is split at each `await nextTask()`, so a
 * slow phone never runs it as one long task. scheduler.yield() where there is one; else a
 * message to ourselves, which, unlike a timer, a browser does not hold back in a background tab.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
