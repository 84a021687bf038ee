import { describe, expect, it } from 'vitest';
import { imageSize } from '../../src/server/reports/ssp-data';

/* The size the plan reads from a diagram's header before drawing it (D36, issue 40 item 6). */
describe('imageSize', () => {
  it('reads a PNG header', () => {
    const png = Buffer.alloc(33);
    png.writeUInt32BE(0x89504e47, 0);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(imageSize(png)).toEqual({ type: 'png', width: 640, height: 480 });
  });

  it('reads a JPEG frame after other segments, and refuses anything else', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
    const sof2 = [0xff, 0xc2, 0x00, 0x0b, 0x08, 0x01, 0x2c, 0x03, 0x20, 0x03, 0x01, 0x11, 0x00];
    expect(imageSize(Buffer.from([0xff, 0xd8, ...app0, ...sof2]))).toEqual({
      type: 'jpg',
      width: 800,
      height: 300,
    });
    expect(imageSize(Buffer.from('%PDF-1.7 not an image at all'))).toBeNull();
  });
});
