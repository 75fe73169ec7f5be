import { coverScale, drawTransform, initialState, rotate, rotatedSize, zoom } from './cropGeometry';

describe('crop geometry', () => {
  it('covers the crop box with the shorter side', () => {
    expect(coverScale(400, 200, 0, 100)).toBe(0.5);
    expect(coverScale(200, 400, 90, 100)).toBe(0.5);
    expect(rotatedSize(400, 200, 90)).toEqual([200, 400]);
    expect(initialState(400, 200, 100)).toEqual({ scale: 0.5, rotation: 0, x: 0, y: 0 });
  });

  it('zooms within limits', () => {
    const s = initialState(100, 100, 100);
    expect(zoom(s, 2, 100, 100, 100).scale).toBe(2);
    expect(zoom(s, 1000, 100, 100, 100).scale).toBe(10);
    expect(zoom(s, 0.0001, 100, 100, 100).scale).toBeCloseTo(0.1);
  });

  it('rotates a quarter turn either way, turning the offset with it', () => {
    const s = { scale: 1, rotation: 0, x: 10, y: 0 };
    expect(rotate(s, 1)).toEqual({ scale: 1, rotation: 90, x: -0, y: 10 });
    expect(rotate(s, -1)).toEqual({ scale: 1, rotation: 270, x: 0, y: -10 });
    expect(rotate(rotate(rotate(rotate(s, 1), 1), 1), 1)).toMatchObject({ rotation: 0, x: 10, y: 0 });
  });

  it('maps the crop box onto the output canvas', () => {
    const t = drawTransform({ scale: 0.5, rotation: 90, x: 20, y: -10 }, 200, 100);
    expect(t).toEqual({ cx: 60, cy: 45, radians: Math.PI / 2, scale: 0.25 });
  });
});
