import { useEffect, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { drawTransform, move, paint, zoom, ZOOM_STEP } from './cropGeometry';
import type { CropState } from './cropGeometry';

export const VIEWPORT = 320;
export const CROP_BOX = 240;
export const OUTPUT = 200;
const PREVIEW = 120;
const BACKGROUND = '#ffffff';

interface Props {
  image: HTMLImageElement | null;
  state: CropState;
  onChange: (next: CropState) => void;
}

function prepare(canvas: HTMLCanvasElement | null, size: number): CanvasRenderingContext2D | null {
  if (!canvas) return null;
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== size * ratio) {
    canvas.width = size * ratio;
    canvas.height = size * ratio;
  }
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

function drawViewport(ctx: CanvasRenderingContext2D, image: HTMLImageElement, state: CropState) {
  const ratio = window.devicePixelRatio || 1;
  const t = drawTransform(state, VIEWPORT, VIEWPORT);
  paint(ctx, image, { ...t, cx: t.cx * ratio, cy: t.cy * ratio, scale: t.scale * ratio }, VIEWPORT * ratio, '#f5f5f5');
  const start = (VIEWPORT - CROP_BOX) / 2;
  ctx.save();
  ctx.fillStyle = 'rgba(0, 0, 0, 0.45)';
  ctx.beginPath();
  ctx.rect(0, 0, VIEWPORT, VIEWPORT);
  ctx.arc(VIEWPORT / 2, VIEWPORT / 2, CROP_BOX / 2, 0, Math.PI * 2, true);
  ctx.fill('evenodd');
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  ctx.setLineDash([4, 4]);
  ctx.strokeRect(start, start, CROP_BOX, CROP_BOX);
  ctx.restore();
}

/** Renders the crop box of the image onto a square canvas of `size` pixels. */
export function renderCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, state: CropState, size: number): boolean {
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  paint(ctx, image, drawTransform(state, CROP_BOX, size), size, BACKGROUND);
  return true;
}

/** Drag to move, wheel to zoom; shows a round preview of the result next to the viewport. */
export function AvatarCropper({ image, state, onChange }: Props) {
  const view = useRef<HTMLCanvasElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const ctx = prepare(view.current, VIEWPORT);
    if (!ctx) return;
    if (image) drawViewport(ctx, image, state);
    else {
      ctx.fillStyle = '#f5f5f5';
      ctx.fillRect(0, 0, VIEWPORT, VIEWPORT);
    }
    if (image && preview.current) renderCrop(preview.current, image, state, PREVIEW * (window.devicePixelRatio || 1));
  }, [image, state]);

  useEffect(() => {
    const canvas = view.current;
    if (!canvas || !image) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      onChange(zoom(state, e.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, image.width, image.height, CROP_BOX));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [image, state, onChange]);

  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!image) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    const dx = e.clientX - drag.current.x;
    const dy = e.clientY - drag.current.y;
    drag.current = { x: e.clientX, y: e.clientY };
    onChange(move(state, dx, dy));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
      <canvas
        ref={view}
        data-testid="avatar-viewport"
        style={{ width: VIEWPORT, height: VIEWPORT, cursor: image ? 'move' : 'default', touchAction: 'none', borderRadius: 4 }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      />
      <canvas
        ref={preview}
        style={{ width: PREVIEW, height: PREVIEW, borderRadius: '50%', border: '1px solid var(--ant-color-border, #d9d9d9)', background: '#f5f5f5' }}
      />
    </div>
  );
}
