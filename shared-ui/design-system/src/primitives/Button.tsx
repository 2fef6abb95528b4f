import styled, { css } from 'styled-components';
import { focusRing } from './focus';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandHover};
    &:hover:not(:disabled) { filter: brightness(0.96); }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.neutralSoft}; }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) { filter: brightness(0.92); }
  `,
};

const sizes = {
  sm: css`padding: 0.375rem 0.75rem; font-size: ${({ theme }) => theme.font.sizes.sm};`,
  md: css`padding: 0.625rem 1.125rem; font-size: ${({ theme }) => theme.font.sizes.md};`,
  lg: css`padding: 0.875rem 1.5rem; font-size: ${({ theme }) => theme.font.sizes.lg};`,
};

/**
 * The one button. Renders a link with `as={Link} to="…"` or `as="a" href="…"` for navigation
 * that should look like a button.
 */
export const Button = styled.button.attrs((props) => ({
  // A button never submits a form by accident; pass type="submit" for the one that should.
  type: props.type ?? 'button',
}))<{ $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  min-height: 44px;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition: background 120ms ease, filter 120ms ease;
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}
  ${focusRing}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;
