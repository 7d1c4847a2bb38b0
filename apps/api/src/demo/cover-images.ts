import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 960;
const HEIGHT = 504;

/** RGB of a hue (0–360) at the given saturation and lightness (0–1). */
function rgbOf(hue: number, saturation: number, lightness: number): [number, number, number] {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) =>
    Math.round(255 * (lightness - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return [channel(0), channel(8), channel(4)];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * An abstract cover (a diagonal gradient between two hues with soft rings), drawn as a PNG
 * here because the demo has no image files to ship and the machine may have no internet.
 */
export function coverImage(fromHue: number, toHue: number): Buffer {
  const rows: Buffer[] = [];
  const rings = [
    { x: WIDTH * 0.78, y: HEIGHT * 0.3, r: HEIGHT * 0.42 },
    { x: WIDTH * 0.18, y: HEIGHT * 0.85, r: HEIGHT * 0.3 },
  ];
  for (let y = 0; y < HEIGHT; y++) {
    const row = Buffer.alloc(1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x++) {
      const t = (x / WIDTH + y / HEIGHT) / 2;
      const hue = fromHue + (toHue - fromHue) * t;
      let lightness = 0.42 + 0.16 * t;
      for (const ring of rings) {
        const distance = Math.hypot(x - ring.x, y - ring.y);
        if (distance < ring.r) lightness += 0.06 * (1 - distance / ring.r);
        // Thin concentric outlines, as on a drawing or a ripple.
        for (const scale of [0.55, 0.8, 1.05]) {
          const edge = Math.abs(distance - ring.r * scale);
          if (edge < 1.6) lightness += 0.1 * (1 - edge / 1.6);
        }
      }
      const [r, g, b] = rgbOf(hue, 0.55, Math.min(lightness, 0.8));
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
