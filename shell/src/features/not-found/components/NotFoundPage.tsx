import { paths } from '@ladrive/contracts';
import { Button, Notice } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';

const Code = styled.div`
  font-size: 4rem;
  font-weight: 800;
  line-height: 1;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.brand};
`;

export function NotFoundPage() {
  return (
    <Notice
      title="Page Not Found"
      visual={<Code aria-hidden="true">404</Code>}
      actions={
        <Button as={Link} to={paths.home} $size="lg">
          Back to Home
        </Button>
      }
    >
      The page you're looking for doesn't exist or has moved.
    </Notice>
  );
}
