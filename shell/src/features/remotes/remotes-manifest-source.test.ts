import { REMOTES_JSON_ELEMENT_ID, type RemotesManifest } from '@ladrive/platform';
import { inlineRemotesManifest } from './remotes-manifest-source';

const manifest: RemotesManifest = {
  remotes: [
    {
      name: 'mfe_static',
      entry: 'https://cdn.example/mfe-static/1/mf-manifest.json',
      version: '1',
      routes: [{ path: '/help-center', module: './HelpCenter', requiresAuth: false, lang: 'es' }],
      widgets: [],
    },
  ],
};

function inlineIntoPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = REMOTES_JSON_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(REMOTES_JSON_ELEMENT_ID)?.remove();
  vi.restoreAllMocks();
});

describe('remotes.json inlined by the site origin', () => {
  it('is read from the page without a request', () => {
    inlineIntoPage(JSON.stringify(manifest));
    expect(inlineRemotesManifest()).toEqual(manifest);
  });

  it('is absent when the page has none, so the shell fetches /remotes.json', () => {
    expect(inlineRemotesManifest()).toBeUndefined();
  });

  it('is ignored, with a console message, when it is not a valid remotes.json', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    inlineIntoPage('{"remotes": [{"name": "not valid"}]}');
    expect(inlineRemotesManifest()).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('inlined remotes.json'), expect.anything());
  });
});
