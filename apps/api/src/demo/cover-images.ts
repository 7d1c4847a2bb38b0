import sharp from 'sharp';

// As large as a cover uploaded from a camera or a stock site, so the demo serves it in every
// listed width up to an article's on a high-density screen (see IMAGE_WIDTHS).
const WIDTH = 1600;
const HEIGHT = 840;

const RINGS = [
  { x: WIDTH * 0.78, y: HEIGHT * 0.3, r: HEIGHT * 0.42 },
  { x: WIDTH * 0.18, y: HEIGHT * 0.85, r: HEIGHT * 0.3 },
];

const hsl = (hue: number, lightness: number) => `hsl(${Math.round(hue)}, 55%, ${lightness}%)`;

/** The cover as SVG: written here from numbers, never from anyone's input. */
function coverSvg(fromHue: number, toHue: number): string {
  const rings = RINGS.map(({ x, y, r }) => {
    const outlines = [0.55, 0.8, 1.05]
      .map((scale) => `<circle cx="${x}" cy="${y}" r="${r * scale}" />`)
      .join('');
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#glow)" />
      <g fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="5">${outlines}</g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs>
      <linearGradient id="hue" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${hsl(fromHue, 42)}" />
        <stop offset="0.5" stop-color="${hsl((fromHue + toHue) / 2, 50)}" />
        <stop offset="1" stop-color="${hsl(toHue, 58)}" />
      </linearGradient>
      <radialGradient id="glow">
        <stop offset="0" stop-color="#fff" stop-opacity="0.16" />
        <stop offset="1" stop-color="#fff" stop-opacity="0" />
      </radialGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#hue)" />
    ${rings}
  </svg>`;
}

/**
 * An abstract cover (a diagonal gradient between two hues with soft rings) as a PNG, drawn
 * here because the demo has no image files to ship and the machine may have no internet. The
 * demo uploads it as staff would (POST /api/files), so it is stored with its size and
 * placeholder and served in the sizes a page needs.
 */
export function coverImage(fromHue: number, toHue: number): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(fromHue, toHue)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
