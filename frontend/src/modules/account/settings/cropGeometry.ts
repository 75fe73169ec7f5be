/**
 * Geometry of the avatar cropper. The image is drawn centred in a square viewport, moved by `offset`,
 * rotated by a multiple of 90° and scaled; the square crop box sits in the middle of the viewport.
 */
export interface CropState {
  /** Image pixels -> viewport pixels. */
  scale: number;
  /** Degrees, a multiple of 90 in 0..270. */
  rotation: number;
  /** Image centre relative to the viewport centre, in viewport pixels. */
  x: number;
  y: number;
}

export const ZOOM_STEP = 1.1;

/** Width and height of the image once rotated. */
export function rotatedSize(width: number, height: number, rotation: number): [number, number] {
  return rotation % 180 === 0 ? [width, height] : [height, width];
}

/** The scale at which the rotated image just covers the crop box. */
export function coverScale(width: number, height: number, rotation: number, box: number): number {
  const [w, h] = rotatedSize(width, height, rotation);
  if (w <= 0 || h <= 0) return 1;
  return box / Math.min(w, h);
}

export function initialState(width: number, height: number, box: number): CropState {
  return { scale: coverScale(width, height, 0, box), rotation: 0, x: 0, y: 0 };
}

/** Zooms by `factor`, kept between a tenth and ten times the covering scale. */
export function zoom(state: CropState, factor: number, width: number, height: number, box: number): CropState {
  const cover = coverScale(width, height, state.rotation, box);
  const scale = Math.min(cover * 10, Math.max(cover / 10, state.scale * factor));
  return { ...state, scale };
}

/** Turns by 90° (direction 1 = clockwise, -1 = counter-clockwise); the offset turns with the image. */
export function rotate(state: CropState, direction: 1 | -1): CropState {
  const rotation = (((state.rotation + direction * 90) % 360) + 360) % 360;
  const x = direction === 1 ? -state.y : state.y;
  const y = direction === 1 ? state.x : -state.x;
  return { ...state, rotation, x, y };
}

export function move(state: CropState, dx: number, dy: number): CropState {
  return { ...state, x: state.x + dx, y: state.y + dy };
}

export interface DrawTransform {
  /** Where the image centre lands on the target canvas. */
  cx: number;
  cy: number;
  radians: number;
  scale: number;
}

/**
 * The transform drawing the image onto a square target of `target` pixels that shows exactly the crop box
 * (`box` viewport pixels wide). For the viewport itself pass target = viewport size and box = viewport size.
 */
export function drawTransform(state: CropState, box: number, target: number): DrawTransform {
  const k = target / box;
  return {
    cx: target / 2 + state.x * k,
    cy: target / 2 + state.y * k,
    radians: (state.rotation * Math.PI) / 180,
    scale: state.scale * k,
  };
}

/** Paints `image` with a transform (the canvas is cleared first with `background`). */
export function paint(ctx: CanvasRenderingContext2D, image: CanvasImageSource & { width: number; height: number }, t: DrawTransform, size: number, background: string): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, size, size);
  ctx.translate(t.cx, t.cy);
  ctx.rotate(t.radians);
  ctx.scale(t.scale, t.scale);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, -image.width / 2, -image.height / 2);
  ctx.restore();
}
