/**
 * After the shell's build: writes, next to dist/index.html, one copy of it per language a visitor can be in and per
 * kind of page (framePageName), whose root element already holds the frame and whose head its CSS (render-frame.tsx,
 * bundled for Node by rsbuild.frame.config.ts into dist-frame/). The site origin sends the copy that fits the
 * request (framePageOf), so the header, skeleton and footer paint before the shell's script has run, and the
 * shell's catalog in the page's language downloads beside that script.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { LANGUAGES } from '@ladrive/contracts';
import { FRAME_KINDS, type FrameKind, framePageName } from '@ladrive/contracts/page-routes';

const dist = new URL('../../dist/', import.meta.url);
const { renderFrame, SIGNED_OUT_MARK } = (await import(
  new URL('../../dist-frame/render-frame.js', import.meta.url).href
)) as typeof import('./render-frame.tsx');

/**
 * How each kind of page is rendered: at `/` the landing page (signed out) or the home's skeleton (the session still
 * loading); any other path draws the page skeleton, under the header of a session still loading or signed out.
 */
const RENDERED_AS = {
  landing: { at: '/', signedOut: true },
  home: { at: '/', signedOut: false },
  page: { at: '/frame', signedOut: false },
  'page-signed-out': { at: '/frame', signedOut: true },
} as const satisfies Record<FrameKind, { at: string; signedOut: boolean }>;

const ROOT = '<div id="root"></div>';
/** index.html's early request of the session (its template says why), which a signed-out visitor's page needs not. */
const SESSION_PRELOAD = /<link rel="preload" href="\/api\/auth\/user"[^>]*>\s*/;
const index = await readFile(new URL('index.html', dist), 'utf8');
if (!index.includes(ROOT) || !index.includes('</head>') || !SESSION_PRELOAD.test(index)) {
  throw new Error(`dist/index.html has no ${ROOT}, </head> or preload of the session`);
}

/** The entry's script tag, whose folder holds the on-demand chunks in `async/`. */
const ENTRY_SCRIPT = /<script defer src="([^"]*\/)index\.[^"]*\.js"><\/script>/;
const entry = ENTRY_SCRIPT.exec(index);
if (!entry) throw new Error('dist/index.html has no entry script');
const asyncChunks = await readdir(new URL(`.${entry[1]}async/`, dist));

/**
 * A preload of the shell's catalog in `language` (src/i18n: the chunk `shell-catalog-<language>`), which the first
 * render waits for: requested with the entry, not a round trip after it has run.
 */
function catalogPreload(language: (typeof LANGUAGES)[number]): string {
  const files = asyncChunks.filter((file) => file.startsWith(`shell-catalog-${language}.`) && file.endsWith('.js'));
  if (files.length !== 1) throw new Error(`expected one shell-catalog-${language} chunk, found ${files.join(', ')}`);
  return `<link rel="preload" href="${entry![1]}async/${files[0]}" as="script">`;
}

for (const language of [null, ...LANGUAGES]) {
  for (const kind of FRAME_KINDS) {
    const { at, signedOut } = RENDERED_AS[kind];
    const frame = await renderFrame(language, at, { signedOut });
    // the landing page's root says its visitor is signed out, so the shell starts so (signed-out.ts)
    const root = `<div id="root"${signedOut ? ` ${SIGNED_OUT_MARK}` : ''}>`;
    const page = (signedOut ? index.replace(SESSION_PRELOAD, '') : index)
      // with no choice, the shell speaks the spec's English (visitor-texts.ts)
      .replace(ENTRY_SCRIPT, (script) => `${catalogPreload(language ?? 'en')}${script}`)
      .replace('</head>', `${frame.css}</head>`)
      .replace(ROOT, `${root}${frame.html}</div>`);
    await writeFile(new URL(framePageName(language, kind), dist), page);
  }
}
console.log(`wrote the frame pages in ${dist.pathname}`);
