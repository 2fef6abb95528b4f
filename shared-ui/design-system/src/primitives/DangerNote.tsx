import styled from 'styled-components';

/** A refusal said inline, on a soft red panel (a taken date, a declined card): its margin is the caller's. */
export const DangerNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
