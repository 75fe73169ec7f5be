export { useLiveEvents } from './useLiveEvents';
export { subscribeLive } from './liveHub';
export { backoffDelay, createSseParser, type LiveEvent } from './sse';
export { LIVE_PERMISSION } from './texts';
