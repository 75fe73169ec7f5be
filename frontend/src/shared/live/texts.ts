/** The permission code of the live stream (a button of each monitoring data screen). */
export const LIVE_PERMISSION = 'siteLive:stream';
