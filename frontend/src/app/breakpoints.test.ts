import { deviceOf, headerVisibleAfterScroll, sidebarOpenFor } from './breakpoints';

describe('deviceOf', () => {
  it.each([
    [320, 'mobile'],
    [575, 'mobile'],
    [576, 'tablet'],
    [1024, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
    [1920, 'desktop'],
  ])('%i px is %s', (w, d) => {
    expect(deviceOf(w)).toBe(d);
  });
});

describe('sidebarOpenFor', () => {
  it('collapses on tablets and keeps the stored choice on desktops', () => {
    expect(sidebarOpenFor('tablet', true)).toBe(false);
    expect(sidebarOpenFor('desktop', true)).toBe(true);
    expect(sidebarOpenFor('desktop', false)).toBe(false);
    expect(sidebarOpenFor('mobile', true)).toBe(false);
  });
});

describe('headerVisibleAfterScroll', () => {
  it('stays visible while scrolling within the first 300 px', () => {
    expect(headerVisibleAfterScroll(100, 250, true)).toBe(true);
    expect(headerVisibleAfterScroll(250, 300, true)).toBe(true);
  });
  it('hides when scrolling down past 300 px and shows on scroll up', () => {
    expect(headerVisibleAfterScroll(290, 320, true)).toBe(false);
    expect(headerVisibleAfterScroll(800, 900, false)).toBe(false);
    expect(headerVisibleAfterScroll(900, 880, false)).toBe(true);
  });
});
