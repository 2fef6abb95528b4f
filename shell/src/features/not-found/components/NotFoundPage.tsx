import { paths } from '@ladrive/contracts';
import { Button, Notice, useDocumentTitle } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const Code = styled.div`
  font-size: 4rem;
  font-weight: 800;
  line-height: 1;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.brand};
`;

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <Notice
      title={t('notFound.title')}
      visual={<Code aria-hidden="true">404</Code>}
      actions={
        <Button as={Link} to={paths.home} $size="lg">
          {t('common.backToHome')}
        </Button>
      }
    >
      {t('notFound.text')}
    </Notice>
  );
}
