/**
 * Server-sent events as the live stream sends them (`event:` line, one JSON `data:` line, blank line;
 * `:` comments are heartbeats), parsed from text chunks that may split anywhere.
 */
export interface LiveEvent {
  event: string;
  data: unknown;
}

export interface SseParser {
  /** Feeds the next chunk of text; complete events go to the callback. */
  push(chunk: string): void;
}

export function createSseParser(onEvent: (e: LiveEvent) => void, onComment?: (text: string) => void): SseParser {
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length) {
        const raw = data.join('\n');
        let parsed: unknown = raw;
        try {
          parsed = JSON.parse(raw);
        } catch {
          // not JSON: hand the text over as it is
        }
        onEvent({ event, data: parsed });
      }
      event = 'message';
      data = [];
      return;
    }
    if (text.startsWith(':')) {
      onComment?.(text.slice(1).trim());
      return;
    }
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value || 'message';
    else if (field === 'data') data.push(value);
  };
  return {
    push(chunk) {
      buffer += chunk;
      let end = buffer.search(/\r\n|\r|\n/);
      while (end >= 0) {
        const sep = buffer.startsWith('\r\n', end) ? 2 : 1;
        // a lone \r at the very end may be the first half of \r\n: wait for the next chunk
        if (buffer[end] === '\r' && sep === 1 && end === buffer.length - 1) break;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + sep);
        end = buffer.search(/\r\n|\r|\n/);
      }
    },
  };
}

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30000;

/** Delay before reconnect attempt `attempt` (0-based): doubling from 1 s up to 30 s, with ±20 % jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const plain = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(plain * (0.8 + 0.4 * random()));
}

/** Codes after which reconnecting cannot help (no login, no permission, no access to the project). */
export const REFUSED_CODES: ReadonlySet<number> = new Set([
  1011004, 1011005, 1011006, 1011007, 1011008, 1011009, 1011014, 1012001, 1013002, 1013003,
]);
