import { Transform, type TransformCallback } from 'node:stream';
import { ObjectTooLargeError } from './storage';

/** Passes bytes through, counting them, and fails once more than `maxBytes` went by. */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) callback(new ObjectTooLargeError(this.maxBytes));
    else callback(null, chunk);
  }
}
