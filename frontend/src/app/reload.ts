/** Page reload behind a seam so tests can observe it instead of crashing jsdom. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
  /** Reloads after `ms` (logout: ~16 ms, unauthorised: 1500 ms). */
  later(ms: number): void {
    window.setTimeout(() => pageReload.reload(), ms);
  },
};
