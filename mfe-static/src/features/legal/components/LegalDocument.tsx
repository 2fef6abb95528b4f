import { Card, media } from '@ladrive/design-system';
import { LegalSections } from '@ladrive/marketplace-ui/legal';
import styled from 'styled-components';
import { PageHeader } from '../../../components/PageHeader';
import { useT } from '../../../i18n';
import type { LegalDocumentContent } from '../content/types';
import { TableOfContents } from './TableOfContents';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
  }
`;

const Aside = styled(Card)`
  ${media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space(6)};
    max-height: calc(100vh - 3rem);
    overflow-y: auto;
  }
`;

const Body = styled(Card)`
  line-height: 1.7;
  ${media.md} {
    padding: ${({ theme }) => theme.space(10)};
  }
`;

const Updated = styled.p`
  font-weight: 600;
  margin: 0;
`;

/** A full legal page: title, last-updated date, table of contents and the numbered sections. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const t = useT();
  return (
    <>
      <PageHeader icon="document" title={document.title} lead={document.summary}>
        <Updated>{t('legal.lastUpdated', { date: document.lastUpdated })}</Updated>
      </PageHeader>
      <Layout>
        <Aside $padding={5}>
          <TableOfContents sections={document.sections} />
        </Aside>
        <Body as="article" aria-label={document.title}>
          <LegalSections sections={document.sections} />
        </Body>
      </Layout>
    </>
  );
}
