import type { AuthUser } from '@ladrive/contracts';
import { Speaks } from '@ladrive/i18n';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { useGreeting } from '../nav-items';

type User = Pick<AuthUser, 'firstName'>;

function Words({ user }: { user: User }) {
  return useGreeting(user);
}

/** "Hola, Ana" in the element `as`: a Spanish part of the English header, as the spec writes it. */
export function UserGreeting({ user, as: Frame }: { user: User; as: ComponentType<{ children: ReactNode }> }) {
  return (
    <Speaks lang="es">
      <Frame>
        {/* the Spanish catalog loads for this one greeting while nobody has chosen: the name waits for it */}
        <Suspense fallback={user.firstName}>
          <Words user={user} />
        </Suspense>
      </Frame>
    </Speaks>
  );
}
