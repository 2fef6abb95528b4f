import { focusRing } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { signInUrl, useAsyncApiErrorMessage, useFullPageNavigation, useSession } from '@ladrive/platform';
import { useLocation } from '@ladrive/routing';
import { toast } from '@ladrive/shared-state';
import styled from 'styled-components';
import { useT } from '../i18n';
import { useFavourites } from './favourites';

const Heart = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  box-shadow: ${({ theme }) => theme.shadow.card};
  cursor: pointer;
  &[aria-pressed='true'] { color: ${({ theme }) => theme.colors.danger}; }
  svg { width: 22px; height: 22px; }
  ${focusRing}
`;

export interface FavouriteButtonProps {
  carId: string;
  /** "Toyota Prius 2022": the button's label names the car, so a page of hearts reads apart. */
  carName: string;
  className?: string;
}

/**
 * The heart: a toggle button (aria-pressed) that saves the car to the signed-in user's favourites or removes it.
 * Signed out, it goes to sign-in and back to this page. The spec writes it in Spanish (the car's card and page)
 * until the visitor chooses a language.
 */
export function FavouriteButton(props: FavouriteButtonProps) {
  return (
    <Speaks lang="es">
      <HeartToggle {...props} />
    </Speaks>
  );
}

function HeartToggle({ carId, carName, className, lang }: FavouriteButtonProps & { lang?: string }) {
  const t = useT();
  const errorMessage = useAsyncApiErrorMessage();
  const session = useSession();
  const favourites = useFavourites();
  const navigate = useFullPageNavigation();
  const { pathname, search } = useLocation();
  const saved = favourites.isSaved(carId);

  async function onClick() {
    try {
      if (!(await session.whenKnown())) {
        navigate(signInUrl(`${pathname}${search}`));
        return;
      }
      await favourites.toggle(carId, !saved);
    } catch (error) {
      toast({ title: t('favourite.failed'), description: await errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Heart
      type="button"
      className={className}
      lang={lang}
      aria-pressed={saved}
      aria-label={t('favourite.save', { car: carName })}
      onClick={onClick}
      data-testid="favourite-button"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.1 1.7-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </Heart>
  );
}
