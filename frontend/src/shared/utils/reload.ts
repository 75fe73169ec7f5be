/** Page reload behind a seam so tests can observe it instead of crashing jsdom. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
  /** A full navigation to a path of this site (drops every in-memory state on the way). */
  assign(path: string): void {
    window.location.assign(path);
  },
  /** Reloads after `ms` (logout: ~16 ms, unauthorised: 1500 ms). */
  later(ms: number): void {
    window.setTimeout(() => pageReload.reload(), ms);
  },
};
