/**
 * After the shell's build: writes, next to dist/index.html, one copy of it per language a visitor can be in and per
 * kind of page (framePageName), whose root element already holds the frame and whose head its CSS (render-frame.tsx,
 * bundled for Node by rsbuild.frame.config.ts into dist-frame/). The site origin sends the copy that fits the
 * request (framePageOf), so the header, skeleton and footer paint before the shell's script has run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { LANGUAGES } from '@ladrive/contracts';
import { FRAME_KINDS, framePageName } from '@ladrive/contracts/page-routes';

const dist = new URL('../../dist/', import.meta.url);
const { renderFrame } = (await import(
  new URL('../../dist-frame/render-frame.js', import.meta.url).href
)) as typeof import('./render-frame.tsx');

/** The path each kind of page is rendered at: `/` draws the landing page's skeleton, any other the page skeleton. */
const RENDERED_AT = { home: '/', page: '/frame' } as const;

const ROOT = '<div id="root"></div>';
const index = await readFile(new URL('index.html', dist), 'utf8');
if (!index.includes(ROOT) || !index.includes('</head>')) throw new Error(`dist/index.html has no ${ROOT} or </head>`);

for (const language of [null, ...LANGUAGES]) {
  for (const kind of FRAME_KINDS) {
    const frame = await renderFrame(language, RENDERED_AT[kind]);
    const page = index.replace('</head>', `${frame.css}</head>`).replace(ROOT, `<div id="root">${frame.html}</div>`);
    await writeFile(new URL(framePageName(language, kind), dist), page);
  }
}
console.log(`wrote the frame pages in ${dist.pathname}`);
