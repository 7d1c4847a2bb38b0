// Draws the app's install icons from public/favicon.svg (run once after the logo changes:
// `node apps/web/scripts/make-icons.mjs`; the PNGs are committed, the build only copies them).
/* global console */
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const favicon = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');

const viewBox = favicon.match(/viewBox="0 0 (\d+) (\d+)"/);
const background = favicon.match(/<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/);
if (!viewBox || viewBox[1] !== viewBox[2] || !background) {
  throw new Error('favicon.svg: expected a square viewBox and a filled <rect> background');
}
const side = Number(viewBox[1]);

/**
 * The logo on a full square of its own colour, shrunk to `scale`: for masks (Android crops to
 * a circle or squircle keeping the middle 80%) and for iOS, which rounds the corners itself
 * and would paint the favicon's transparent corners black.
 */
function fullBleed(scale) {
  const inner = side * scale;
  const offset = (side - inner) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}">
  <rect width="${side}" height="${side}" fill="${background[1]}"/>
  <svg x="${offset}" y="${offset}" width="${inner}" height="${inner}" viewBox="0 0 ${side} ${side}">${favicon.replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')}</svg>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / side })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, 'icons', file));
  console.log(`icons/${file} (${size}×${size})`);
}
