import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How much of a refused body is still read after its answer, and for how long (D33): enough for
 * a client sending a file a few times over the evidence limit to finish and read the answer;
 * beyond that, the connection is cut.
 */
export const DRAIN_LIMITS = { bytes: 32 * 1024 * 1024, ms: 10_000 };

/**
 * An answer sent before its request's body has all arrived (a 413, say) closes the connection:
 * Node ends the socket as soon as the answer is written, while the client is still sending, and
 * the bytes left unread make the kernel reset the connection. The client then often sees "fetch
 * failed" instead of the answer (issue 22). Here the rest of the body is read and discarded, the
 * connection is half-closed after the answer, and it is destroyed once the client has sent
 * everything, or after `limits` bytes or milliseconds, whichever comes first.
 */
export function drainBeforeClose(request: IncomingMessage, limits = DRAIN_LIMITS): void {
  const socket = request.socket as (Socket & { destroySoon?: () => void }) | null;
  // A body stream that a failed pipeline destroyed has let its connection go: nothing to drain.
  if (!socket || request.destroyed) return;
  let read = 0;
  let timer: NodeJS.Timeout | undefined;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  request.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > limits.bytes) close();
  });
  request.resume();
  // Node calls destroySoon once the answer is written, for a response with Connection: close.
  socket.destroySoon = () => {
    socket.end();
    if (request.complete) {
      if (socket.writableFinished) close();
      else socket.once('finish', close);
      return;
    }
    request.once('end', close);
    request.once('close', close);
    timer = setTimeout(close, limits.ms);
    timer.unref();
  };
}
