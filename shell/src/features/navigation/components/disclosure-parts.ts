import { focusRing } from '@ladrive/design-system';
import styled from 'styled-components';

/** The look of the header's disclosures (the account menu, the language menu): a pill toggle, a raised panel. */
export const DisclosureWrapper = styled.div`
  position: relative;
`;

export const DisclosureToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  max-width: 14rem;
  padding: 0.375rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  ${focusRing}
`;

export const DisclosurePanel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  z-index: 60;
  min-width: 14rem;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[hidden] { display: none; }
`;
