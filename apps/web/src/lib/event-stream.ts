/**
 * A reader of `text/event-stream` text as it arrives in pieces, for `GET v1/seller/events` and
 * `GET v1/notifications/events`: they are read with fetch, because an EventSource cannot send
 * the bearer header (docs/decisions/0014-order-life-cycle.md). It follows the HTML standard's parsing rules:
 * lines end in CRLF, LF or CR; `field: value` with one optional space after the colon; several
 * `data:` lines join with a newline; a blank line ends an event; a line starting with ':' is a
 * comment.
 */
export type StreamMessage = { event: string; data: string };

type StreamHandlers = {
  onMessage: (message: StreamMessage) => void;
  /** The comment's text without the ':' (the server sends 'connected' and 'keep-alive'). */
  onComment?: (text: string) => void;
};

export function createEventStreamParser({ onMessage, onComment }: StreamHandlers) {
  let pending = '';
  let eventType = '';
  let dataLines: string[] | null = null;

  function takeLine(line: string) {
    if (line === '') {
      if (dataLines !== null)
        onMessage({ event: eventType || 'message', data: dataLines.join('\n') });
      eventType = '';
      dataLines = null;
      return;
    }
    if (line.startsWith(':')) {
      onComment?.(line.slice(1).trim());
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') (dataLines ??= []).push(value);
    // 'id' and 'retry' are not used: the console asks for the whole list again on reconnect.
  }

  /** The previous character was a CR: an LF right after it completes a CRLF, not another line. */
  let afterCr = false;

  return {
    /** Feeds the next piece of text; complete lines are read, the rest waits for more. */
    push(text: string) {
      let start = 0;
      for (let index = 0; index < text.length; index += 1) {
        const char = text[index];
        if (char === '\n' && afterCr) {
          afterCr = false;
          start = index + 1;
          continue;
        }
        afterCr = false;
        if (char === '\r' || char === '\n') {
          takeLine(pending + text.slice(start, index));
          pending = '';
          start = index + 1;
          afterCr = char === '\r';
        }
      }
      pending += text.slice(start);
    },
  };
}
