import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type StreamMessage } from './event-stream';
import { readOrderEvent, reconnectDelay } from './use-event-stream';

function parse(pieces: string[]) {
  const messages: StreamMessage[] = [];
  const comments: string[] = [];
  const parser = createEventStreamParser({
    onMessage: (message) => messages.push(message),
    onComment: (text) => comments.push(text),
  });
  for (const piece of pieces) parser.push(piece);
  return { messages, comments };
}

const CREATED =
  '{"type":"order-created","saleGuid":"s-1","invoiceNo":"INV-1","status":"Pending","createdOn":"2024-05-14T09:30:00.000Z"}';

describe('event stream reader', () => {
  it('reads events and comments as the server writes them', () => {
    const { messages, comments } = parse([
      ': connected\n\n',
      `event: order-created\ndata: ${CREATED}\n\n`,
      ': keep-alive\n\n',
    ]);
    expect(comments).toEqual(['connected', 'keep-alive']);
    expect(messages).toEqual([{ event: 'order-created', data: CREATED }]);
  });

  it('puts together an event split anywhere across pieces, CRLF split included', () => {
    const text = `event: order-status\r\ndata: {"a":\r\ndata: 1}\r\n\r\nevent: order-created\rdata: x\r\r`;
    for (let cut = 1; cut < text.length; cut += 1) {
      const { messages } = parse([text.slice(0, cut), text.slice(cut)]);
      expect(messages).toEqual([
        { event: 'order-status', data: '{"a":\n1}' },
        { event: 'order-created', data: 'x' },
      ]);
    }
  });

  it("dispatches nothing for an event without data, and names data-only events 'message'", () => {
    expect(parse(['event: order-created\n\ndata:no-space\n\n']).messages).toEqual([
      { event: 'message', data: 'no-space' },
    ]);
  });

  it('keeps only the events of the contract with their own type', () => {
    expect(readOrderEvent('order-created', CREATED)).toMatchObject({ saleGuid: 's-1' });
    expect(readOrderEvent('order-status', CREATED)).toBeNull();
    expect(readOrderEvent('message', CREATED)).toBeNull();
    expect(readOrderEvent('order-created', 'not json')).toBeNull();
  });

  it('waits longer after each failed reconnection, up to 30 s, with jitter', () => {
    expect(reconnectDelay(0, () => 1)).toBe(1_000);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(8_000);
    expect(reconnectDelay(10, () => 1)).toBe(30_000);
    expect(reconnectDelay(10, () => 0)).toBe(15_000);
  });
});
