import { focusRing } from '@ladrive/design-system';
import styled from 'styled-components';

export const RoundButton = styled.button`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  ${focusRing}
`;

export const Counter = styled.p`
  position: absolute;
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(17, 17, 26, 0.72);
  color: #fff;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: 600;
`;
