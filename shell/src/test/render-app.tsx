/** Renders the whole shell (providers, layout, routes) at a URL, with a fake remote loader and a seeded session. */
import type { AuthUser } from '@ladrive/contracts';
import { createQueryClient, type RemotesManifest, SESSION_QUERY_KEY } from '@ladrive/platform';
import { type Location, MemoryRouter, useLocation } from '@ladrive/routing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '../app/providers';
import type { ConversationStreamConnector } from '../features/conversation-stream';
import type { RemoteModuleLoader, RemotesManifestState } from '../features/remotes';

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'u1',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'García',
    profileImageUrl: null,
    phone: null,
    isHost: false,
    isAdmin: false,
    rating: '0.00',
    reviewCount: 0,
    banking: null,
    language: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const testManifest: RemotesManifest = {
  remotes: [
    {
      name: 'mfe_static',
      entry: 'http://localhost:3005/mf-manifest.json',
      version: 'test',
      routes: [{ path: '/help-center', module: './HelpCenter', requiresAuth: false, lang: 'es' }],
      widgets: [],
    },
    {
      name: 'mfe_booking',
      entry: 'http://localhost:3002/mf-manifest.json',
      version: 'test',
      routes: [{ path: '/dashboard', module: './Dashboard', requiresAuth: true, lang: 'es' }],
      widgets: [],
    },
  ],
};

/** A loader whose every module is a page showing its own id as the heading. */
export const echoLoader: RemoteModuleLoader = async (id) => ({ default: () => <h1>Remote {id}</h1> });

export interface RenderAppOptions {
  route?: string;
  manifest?: RemotesManifestState;
  /**
   * The signed-in user, null for a visitor (default), 'loading' for a session that never answers, or 'asked' for
   * a session asked of the test's own `fetch`.
   */
  user?: AuthUser | null | 'loading' | 'asked';
  loadModule?: RemoteModuleLoader;
  /** The conversations' stream; by default one that stays silent (see fake-conversation-stream.ts). */
  connectConversationStream?: ConversationStreamConnector;
}

const silentStream: ConversationStreamConnector = () => () => {};

export function renderApp({
  route = '/',
  manifest = testManifest,
  user = null,
  loadModule = echoLoader,
  connectConversationStream = silentStream,
}: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  if (user === 'loading') vi.stubGlobal('fetch', () => new Promise(() => {}));
  else if (user !== 'asked') queryClient.setQueryData(SESSION_QUERY_KEY, user);
  // where the app's router is now, for tests that follow a navigation
  const current: { location?: Location } = {};
  function LocationOf() {
    current.location = useLocation();
    return null;
  }
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      {children}
      <LocationOf />
    </MemoryRouter>
  );
  const result = render(
    <Providers
      manifest={manifest}
      Router={Router}
      queryClient={queryClient}
      loadModule={loadModule}
      connectConversationStream={connectConversationStream}
    />,
  );
  return { ...result, location: () => current.location!, queryClient };
}
