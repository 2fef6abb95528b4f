/**
 * Generated demo photos: a car silhouette drawn as SVG in the car's colour on a gradient
 * background, with make/model text, rasterized to WebP by sharp (libvips, prebuilt from npm; it
 * renders SVG text with the system fonts). Rendering costs ~50–100 ms per image, so results are
 * cached on disk by a hash of the drawing: only the first seed on a machine pays for it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

export type BodyStyle = 'sedan' | 'hatch' | 'suv' | 'truck' | 'coupe';
export type PhotoView = 'side' | 'front' | 'night' | 'studio';

export interface CarPhotoSpec {
  make: string;
  model: string;
  year: number;
  color: string;
  body: BodyStyle;
  view: PhotoView;
}

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;
const CACHE_VERSION = 'v1';

const BACKGROUNDS: Record<PhotoView, [string, string, string]> = {
  side: ['#8ec5fc', '#e0f0ff', '#c9d6df'],
  front: ['#fbd3a5', '#fde8d0', '#d8cfc4'],
  night: ['#141e30', '#243b55', '#2c2f36'],
  studio: ['#e0e0e0', '#f7f7f7', '#bdbdbd'],
};

/** Outline of the body per style, in a 1000×360 box whose bottom is the wheel centre line. */
const BODY_PATHS: Record<BodyStyle, { body: string; glass: string; wheels: [number, number]; radius: number }> = {
  sedan: {
    body: 'M40 250 Q40 200 110 190 L270 175 Q340 95 430 90 L640 90 Q700 92 760 170 L900 185 Q960 195 965 245 L965 290 L40 290 Z',
    glass: 'M300 172 Q355 110 435 106 L520 106 L520 172 Z M540 106 L630 106 Q680 110 730 172 L540 172 Z',
    wheels: [215, 790],
    radius: 62,
  },
  hatch: {
    body: 'M50 250 Q50 200 120 190 L260 178 Q330 96 420 92 L700 92 Q770 96 830 190 L900 200 Q945 210 945 250 L945 290 L50 290 Z',
    glass: 'M290 175 Q345 112 425 108 L540 108 L540 175 Z M560 108 L690 108 Q740 112 790 175 L560 175 Z',
    wheels: [220, 770],
    radius: 60,
  },
  coupe: {
    body: 'M30 255 Q35 215 120 200 L300 180 Q390 105 500 100 L610 100 Q690 110 770 178 L930 195 Q975 205 975 250 L975 290 L30 290 Z',
    glass: 'M330 178 Q400 120 500 115 L560 115 L560 178 Z M580 115 L610 115 Q670 122 730 178 L580 178 Z',
    wheels: [215, 800],
    radius: 60,
  },
  suv: {
    body: 'M40 240 Q40 185 100 175 L230 165 Q290 70 360 62 L800 62 Q850 66 880 165 L940 175 Q970 185 970 235 L970 295 L40 295 Z',
    glass: 'M255 162 Q305 86 365 80 L560 80 L560 162 Z M580 80 L790 80 Q830 84 850 162 L580 162 Z',
    wheels: [225, 790],
    radius: 72,
  },
  truck: {
    body: 'M30 235 Q30 180 90 172 L250 165 Q300 70 360 64 L560 64 L575 165 L975 165 L975 295 L30 295 Z',
    glass: 'M270 160 Q315 86 370 80 L545 80 L548 160 Z',
    wheels: [215, 810],
    radius: 72,
  },
};

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The drawing as SVG source (exported for tests and for the cache key). */
export function carPhotoSvg(spec: CarPhotoSpec): string {
  const [top, middle, ground] = BACKGROUNDS[spec.view];
  const shape = BODY_PATHS[spec.body];
  const dark = spec.view === 'night';
  const scale = spec.view === 'front' ? 0.82 : spec.view === 'studio' ? 1.05 : 0.95;
  const offsetX = (PHOTO_WIDTH - 1000 * scale) / 2;
  const offsetY = 560 - 290 * scale;
  const title = escapeXml(`${spec.make} ${spec.model}`);
  const wheel = (cx: number) => `
    <circle cx="${cx}" cy="290" r="${shape.radius}" fill="#1b1b1b"/>
    <circle cx="${cx}" cy="290" r="${shape.radius * 0.55}" fill="#9aa3ad"/>
    <circle cx="${cx}" cy="290" r="${shape.radius * 0.18}" fill="#3d434a"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="0.7" stop-color="${middle}"/><stop offset="1" stop-color="${ground}"/>
    </linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.25"/>
    </linearGradient>
  </defs>
  <rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#sky)"/>
  <rect y="600" width="${PHOTO_WIDTH}" height="200" fill="${ground}" opacity="0.9"/>
  <ellipse cx="600" cy="${offsetY + 290 * scale + shape.radius * scale}" rx="${470 * scale}" ry="26" fill="#000" opacity="0.28"/>
  <g transform="translate(${offsetX} ${offsetY}) scale(${scale})">
    <path d="${shape.body}" fill="${spec.color}"/>
    <path d="${shape.body}" fill="url(#paint)"/>
    <path d="${shape.glass}" fill="${dark ? '#9fc3e6' : '#24323f'}" opacity="0.85"/>
    <rect x="${shape.wheels[1] + 110}" y="205" width="42" height="18" rx="6" fill="${dark ? '#fff6c2' : '#f6f1e3'}"/>
    <rect x="55" y="210" width="30" height="16" rx="5" fill="#c0392b"/>
    ${wheel(shape.wheels[0])}${wheel(shape.wheels[1])}
  </g>
  <text x="60" y="110" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="60" font-weight="bold" fill="${dark ? '#f5f7fa' : '#1f2933'}">${title}</text>
  <text x="62" y="165" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="${dark ? '#cbd2d9' : '#52606d'}">${spec.year} · LA Drive</text>
</svg>`;
}

export interface RenderedPhoto {
  data: Buffer;
  contentType: 'image/webp';
}

/** Renders (or reads from `cacheDir`) the WebP for a spec. */
export async function renderCarPhoto(spec: CarPhotoSpec, cacheDir?: string): Promise<RenderedPhoto> {
  const svg = carPhotoSvg(spec);
  const hash = createHash('sha256').update(CACHE_VERSION).update(svg).digest('hex').slice(0, 32);
  const cacheFile = cacheDir ? join(cacheDir, `${hash}.webp`) : undefined;
  if (cacheFile) {
    const cached = await readFile(cacheFile).catch(() => undefined);
    if (cached) return { data: cached, contentType: 'image/webp' };
  }
  const data = await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 2 }).toBuffer();
  if (cacheDir && cacheFile) {
    await mkdir(cacheDir, { recursive: true });
    // write then rename, so a concurrent reader never sees half a file
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, cacheFile);
  }
  return { data, contentType: 'image/webp' };
}
