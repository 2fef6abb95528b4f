/**
 * The frame a visitor sees before the shell's script has run: the shell's own header, page skeleton and footer,
 * rendered to HTML with their CSS at build time (build-frame.ts), once per language and per kind of page. The site
 * origin puts it in the page's root element; React's first render draws the same boxes over it (no layout shift).
 */
import type { Language } from '@ladrive/contracts';
import { createQueryClient } from '@ladrive/platform';
import { MemoryRouter } from '@ladrive/routing';
import { setLanguageChoice } from '@ladrive/shared-state';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Providers } from '../app/providers';
import { REMOTES_LOADING } from '../features/remotes';
import { shellCatalogs } from '../i18n';
import { startSignedOut } from './signed-out';

// for write-frames.ts, which runs this module bundled for Node
export { SIGNED_OUT_MARK } from './signed-out';

export interface Frame {
  /** The root element's content. */
  html: string;
  /** The `<style>` elements of its CSS. */
  css: string;
}

/**
 * The frame of the page at `pathname` (`/`: the home's skeleton, or with `signedOut` the landing page itself; any
 * other: the page skeleton) for a visitor who chose `language` (null: nothing chosen).
 */
export async function renderFrame(
  language: Language | null,
  pathname: string,
  { signedOut = false } = {},
): Promise<Frame> {
  setLanguageChoice(language);
  await shellCatalogs.load(language ?? 'en');
  const queryClient = createQueryClient();
  if (signedOut) startSignedOut(queryClient);
  const sheet = new ServerStyleSheet();
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>
  );
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Providers
          manifest={REMOTES_LOADING}
          Router={Router}
          queryClient={queryClient}
          connectConversationStream={() => () => {}}
        />,
      ),
    );
    // without styled-components' data-styled mark, the shell's styled-components leave these rules alone (they
    // would take them over as their own): they style the frame only, which React's first render replaces
    return ownClasses(inertButtons(html), sheet.getStyleTags().replace(/ data-styled(-version)?="[^"]*"/g, ''));
  } finally {
    sheet.seal();
  }
}

/**
 * The frame's buttons, disabled: nothing handles them until React replaces the frame, so a press would be lost
 * without a sign (the language menu, the drawer). Disabled, they say so and take no press; React's own buttons
 * replace them. Links stay: they work as plain links before any script.
 */
const inertButtons = (html: string) => html.replace(/<button(?![^>]*\sdisabled)/g, '<button disabled=""');

const CLASS_LIST = /class="([^"]*)"/g;

/**
 * The frame with class names of its own (`frame-…`). styled-components names a class by its component and rules, so
 * the shell's script injects rules for the same names before React replaces the frame; they come in another order
 * (the order components were defined in each bundle), and rules of equal weight then cascade otherwise: the page
 * skeleton lost its top padding under the frame and moved 32 px (CLS 0.015 on a phone). Own names keep the frame
 * as it was rendered until React replaces it.
 */
function ownClasses(html: string, css: string): Frame {
  const names = new Set([...html.matchAll(CLASS_LIST)].flatMap((list) => list[1]!.split(/\s+/)).filter(Boolean));
  const own = (name: string) => `frame-${name}`;
  return {
    html: html.replace(
      CLASS_LIST,
      (_, list: string) => `class="${list.split(/\s+/).filter(Boolean).map(own).join(' ')}"`,
    ),
    css: css.replace(/\.([A-Za-z_][\w-]*)/g, (selector, name: string) =>
      names.has(name) ? `.${own(name)}` : selector,
    ),
  };
}
