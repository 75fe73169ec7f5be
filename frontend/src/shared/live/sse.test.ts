import { describe, expect, it } from 'vitest';
import { backoffDelay, BACKOFF_MAX_MS, createSseParser, type LiveEvent } from './sse';

function collect() {
  const events: LiveEvent[] = [];
  const comments: string[] = [];
  const parser = createSseParser((e) => events.push(e), (c) => comments.push(c));
  return { events, comments, parser };
}

describe('createSseParser', () => {
  it('reads typed events with JSON data and heartbeat comments', () => {
    const { events, comments, parser } = collect();
    parser.push('event: hello\ndata: {"projectId":"1"}\n\n: ping\n\nevent: reading\ndata: {"deviceId":"7","values":{"load":2.5}}\n\n');
    expect(events).toEqual([
      { event: 'hello', data: { projectId: '1' } },
      { event: 'reading', data: { deviceId: '7', values: { load: 2.5 } } },
    ]);
    expect(comments).toEqual(['ping']);
  });

  it('joins events split anywhere across chunks, CRLF included', () => {
    const { events, parser } = collect();
    const text = 'event: alarm\r\ndata: {"title":"力矩报警","deviceId":"9"}\r\n\r\nevent: device\ndata: {"online":false}\n\n';
    for (const ch of text) parser.push(ch);
    expect(events).toEqual([
      { event: 'alarm', data: { title: '力矩报警', deviceId: '9' } },
      { event: 'device', data: { online: false } },
    ]);
  });

  it('defaults the type to message, keeps non-JSON text and ignores empty events', () => {
    const { events, parser } = collect();
    parser.push('\n\ndata: plain text\n\nevent: resync\ndata:{"dropped":3}\n\n');
    expect(events).toEqual([
      { event: 'message', data: 'plain text' },
      { event: 'resync', data: { dropped: 3 } },
    ]);
  });
});

describe('backoffDelay', () => {
  it('doubles from one second with jitter and stays under the cap', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(8000);
    expect(backoffDelay(0, () => 0)).toBe(800);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS * 1.2);
  });
});
