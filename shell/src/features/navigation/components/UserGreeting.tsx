import type { AuthUser } from '@ladrive/contracts';
import { Speaks } from '@ladrive/i18n';
import type { ComponentType, ReactNode } from 'react';
import { useGreeting } from '../nav-items';

type User = Pick<AuthUser, 'firstName'>;

/** A component of its own so that its texts are read inside the Spanish island, not around it. */
function Words({ user }: { user: User }) {
  return useGreeting(user);
}

/** "Hola, Ana" in the element `as`: a Spanish part of the English header, as the spec writes it. */
export function UserGreeting({ user, as: Frame }: { user: User; as: ComponentType<{ children: ReactNode }> }) {
  return (
    <Speaks lang="es">
      <Frame>
        <Words user={user} />
      </Frame>
    </Speaks>
  );
}
