/** Scrolls a container while the pointer is held near its top or bottom edge during a drag. */
export function createAutoScroller(onScroll: () => void) {
  let frame = 0;
  let speed = 0;
  let el: HTMLElement | null = null;
  const EDGE = 48;
  const MAX = 18;

  const loop = () => {
    frame = 0;
    if (!el || speed === 0) return;
    const before = el.scrollTop;
    el.scrollTop += speed;
    if (el.scrollTop !== before) onScroll();
    frame = requestAnimationFrame(loop);
  };

  return {
    /** Call on every pointer move with the scroll container the pointer is over (or null). */
    update(container: HTMLElement | null, y: number) {
      el = container;
      speed = 0;
      if (container) {
        const r = container.getBoundingClientRect();
        if (y < r.top + EDGE) speed = -Math.ceil(((r.top + EDGE - y) / EDGE) * MAX);
        else if (y > r.bottom - EDGE) speed = Math.ceil(((y - (r.bottom - EDGE)) / EDGE) * MAX);
      }
      if (speed !== 0 && !frame) frame = requestAnimationFrame(loop);
    },
    stop() {
      speed = 0;
      el = null;
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
