import { Link } from '@ladrive/routing';
import styled from 'styled-components';

/** A page's way back ('← Volver a la búsqueda', '← Back to the car'), above its content. */
export const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;
