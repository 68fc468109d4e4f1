/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/** Functions the editor bench runs inside the page (page.evaluate): no closures over Node. */

/**
 * The editor is usable when page 1's image has loaded, page 1's field layer is drawn with every
 * field the page holds, and the palette's buttons are enabled. Runs in the page on each frame;
 * answers the time since navigation started.
 */
export const usableProbe = (expectedOnPage1: number) => {
  const image = document.querySelector<HTMLImageElement>('img[alt="Page 1"]');
  const layer = document.querySelector('[aria-label="Fields on page 1"]');
  const palette = document.querySelector<HTMLButtonElement>('button[aria-label="Add Text field"]');
  const ready =
    image !== null &&
    image.complete &&
    image.naturalWidth > 0 &&
    layer !== null &&
    layer.querySelectorAll('[data-field-uuid]').length === expectedOnPage1 &&
    palette !== null &&
    !palette.disabled;
  return ready ? performance.now() : false;
};

/** Which pages are mounted and visible, and how many field elements are in the DOM. */
export const mountedProbe = (nearPages: number) => {
  const pageOf = (el: Element) => Number(el.getAttribute('data-page-layer')!.split(':').pop());
  const layers = [...document.querySelectorAll('[data-page-layer]')];
  const visible = layers
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight;
    })
    .map(pageOf);
  const mounted = layers.map(pageOf).sort((a, b) => a - b);
  const lo = Math.min(...visible) - nearPages;
  const hi = Math.max(...visible) + nearPages;
  return {
    field_elements: document.querySelectorAll('[data-field-uuid]').length,
    page_layers: layers.length,
    visible_pages: visible.sort((a, b) => a - b),
    mounted_pages: mounted,
    only_near: visible.length > 0 && mounted.every((p) => p >= lo && p <= hi),
  };
};

/**
 * Starts recording requestAnimationFrame deltas and long animation frames in the page, and
 * counts the frames in which the dragged field (by uuid) was drawn somewhere new.
 */
export const startFrameRecorder = (uuid: string) => {
  const w = window as unknown as Record<string, unknown>;
  const frames: number[] = [];
  const loaf: number[] = [];
  const moved = { frames: 0 };
  w.__benchFrames = frames;
  w.__benchLoaf = loaf;
  w.__benchMoved = moved;
  w.__benchRecording = true;
  const field = document.querySelector<HTMLElement>(`[data-field-uuid="${uuid}"]`);
  let where = field ? `${field.style.left} ${field.style.top}` : '';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      loaf.push((entry as PerformanceEntry & { blockingDuration: number }).blockingDuration);
  }).observe({ type: 'long-animation-frame', buffered: false });
  let last: number | undefined;
  const tick = (t: number) => {
    if (last !== undefined) frames.push(t - last);
    last = t;
    const now = field ? `${field.style.left} ${field.style.top}` : '';
    if (now !== where) moved.frames += 1;
    where = now;
    if (w.__benchRecording) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

export const stopFrameRecorder = () => {
  const w = window as unknown as Record<string, unknown>;
  w.__benchRecording = false;
  return {
    frames: w.__benchFrames as number[],
    loaf: w.__benchLoaf as number[],
    movedFrames: (w.__benchMoved as { frames: number }).frames,
  };
};
