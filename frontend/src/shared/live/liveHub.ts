/**
 * One stream per project for the whole tab, shared by every screen listening to it: opened with the
 * first listener, closed with the last. Read with fetch (the token goes in the Authorization header, as
 * http.ts sends it, never in the URL) and reopened with backoff when it drops.
 */
import { KEYS, storage } from '@/shared/utils/storage';
import { API_PATH } from '@/shared/utils/urls';
import { backoffDelay, createSseParser, REFUSED_CODES, type LiveEvent } from './sse';

export type LiveHandler = (e: LiveEvent) => void;
export const STREAM_PATH = `${API_PATH}/siteLive/stream`;
/** Without any byte for this long (heartbeats come every 15 s) the connection is taken as dead. */
const SILENCE_MS = 45000;

interface Channel {
  handlers: Set<LiveHandler>;
  abort: AbortController;
  timer?: ReturnType<typeof setTimeout>;
}

const channels = new Map<string, Channel>();

function deliver(channel: Channel, e: LiveEvent) {
  for (const handler of [...channel.handlers]) {
    try {
      handler(e);
    } catch (err) {
      console.error(err);
    }
  }
}

async function readOnce(projectId: string, channel: Channel, onOpen: () => void): Promise<'retry' | 'stop'> {
  const token = storage.get<string>(KEYS.ACCESS_TOKEN);
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = `${STREAM_PATH}?projectId=${encodeURIComponent(projectId)}`;
  const response = await fetch(url, { headers, signal: channel.abort.signal, cache: 'no-store' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    const body = (await response.json().catch(() => null)) as { code?: number } | null;
    return body && typeof body.code === 'number' && REFUSED_CODES.has(body.code) ? 'stop' : 'retry';
  }
  onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser((e) => deliver(channel, e));
  let silence: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(silence);
    silence = setTimeout(() => void reader.cancel(), SILENCE_MS);
  };
  try {
    arm();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'retry';
      arm();
      parser.push(value);
    }
  } finally {
    clearTimeout(silence);
  }
}

async function run(projectId: string, channel: Channel) {
  let attempt = 0;
  let reopened = false;
  while (!channel.abort.signal.aborted) {
    let verdict: 'retry' | 'stop';
    try {
      verdict = await readOnce(projectId, channel, () => {
        attempt = 0;
        // after a gap the screens reload what they show
        if (reopened) deliver(channel, { event: 'resync', data: { reconnected: true } });
        reopened = true;
      });
    } catch {
      verdict = 'retry';
    }
    if (verdict === 'stop' || channel.abort.signal.aborted) return;
    const delay = backoffDelay(attempt);
    attempt += 1;
    await new Promise<void>((resolve) => {
      channel.timer = setTimeout(resolve, delay);
      channel.abort.signal.addEventListener('abort', () => resolve(), { once: true });
    });
  }
}

/** Listens to the project's live events; the returned function stops listening. */
export function subscribeLive(projectId: string, handler: LiveHandler): () => void {
  let channel = channels.get(projectId);
  if (!channel) {
    channel = { handlers: new Set(), abort: new AbortController() };
    channels.set(projectId, channel);
    void run(projectId, channel);
  }
  channel.handlers.add(handler);
  const mine = channel;
  return () => {
    mine.handlers.delete(handler);
    if (mine.handlers.size === 0) {
      mine.abort.abort();
      clearTimeout(mine.timer);
      if (channels.get(projectId) === mine) channels.delete(projectId);
    }
  };
}
