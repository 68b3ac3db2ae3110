// The benchmarks' frame monitor (scripts/bot-timing.mjs, scripts/analysis-timing.mjs): run in
// the page with `page.evaluate(FRAME_MONITOR)` or `page.addInitScript(FRAME_MONITOR)`, it keeps
// in `window.frames_` the longest gap between animation frames, how many gaps exceed 50 ms, and
// the longest long task (with the move counter and the time it started).

/** Records the longest gap between animation frames and the longest long task, from now on. */
export const FRAME_MONITOR = () => {
  window.frames_ = { gap: 0, longTask: 0, frames: 0, over50: 0, longTaskAt: null, longTaskStart: 0 };
  let last = performance.now();
  const tick = (now) => {
    const f = window.frames_;
    f.gap = Math.max(f.gap, now - last);
    f.frames++;
    if (now - last > 50) f.over50++;
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.duration <= window.frames_.longTask) continue;
      window.frames_.longTask = e.duration;
      window.frames_.longTaskAt = document.querySelector(".table")?.dataset.moves ?? null;
      window.frames_.longTaskStart = e.startTime;
    }
  }).observe({ type: "longtask" });
};
