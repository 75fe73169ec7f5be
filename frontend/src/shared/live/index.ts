export { useLiveEvents } from './useLiveEvents';
export { subscribeLive } from './liveHub';
export { LiveNoticeSync } from './LiveNoticeSync';
export { backoffDelay, createSseParser, type LiveEvent } from './sse';
export { LIVE_PERMISSION } from './texts';
