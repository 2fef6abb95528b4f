import { setLanguageChoice } from '@ladrive/shared-state';
import { renderFrame } from './render-frame';

describe('the frame the site origin sends', () => {
  afterEach(() => setLanguageChoice(null));

  it("draws the header, the page skeleton and the footer in the visitor's language", async () => {
    const { html } = await renderFrame('es', '/search');
    expect(html).toContain('Buscar autos');
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).toContain('aria-busy="true"');
  });

  it('is the landing page itself for a visitor certain to be signed out, and its skeleton while the session loads', async () => {
    const landing = await renderFrame('es', '/', { signedOut: true });
    expect(landing.html).toContain('Renta autos de particulares en todo LA');
    expect(landing.html).not.toContain('aria-busy="true"');
    const skeleton = await renderFrame('es', '/');
    expect(skeleton.html).not.toContain('Renta autos de particulares en todo LA');
    expect(skeleton.html).toContain('aria-busy="true"');
  });

  it('takes no press on its buttons before React replaces it (it has no handlers), while its links work', async () => {
    const { html } = await renderFrame('en', '/');
    const buttons = [...html.matchAll(/<button\b[^>]*>/g)].map(([tag]) => tag);
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.filter((tag) => !/\sdisabled/.test(tag))).toEqual([]);
    expect(html).toMatch(/<a [^>]*href="\/[^"]*"/);
  });

  it('styles it with class names of its own, which the shell’s own rules never match', async () => {
    const { html, css } = await renderFrame(null, '/');
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((list) => list[1]!.split(' '));
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.every((name) => name.startsWith('frame-'))).toBe(true);
    // its rules name those classes (a component's `sc-` id class carries none)
    expect(classes.filter((name) => css.includes(`.${name}{`)).length).toBeGreaterThan(10);
  });
});
