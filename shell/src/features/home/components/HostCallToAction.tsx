import { paths } from '@ladrive/contracts';
import { Button, Container, media } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { Section } from './Section';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brand}, #2e1b8f);
  color: #fff;
  ${media.md} {
    grid-template-columns: 2fr 1fr;
    padding: ${({ theme }) => theme.space(12)};
  }
  h2 { font-size: ${({ theme }) => theme.font.sizes.xxl}; }
  p { margin: 0; font-size: ${({ theme }) => theme.font.sizes.lg}; opacity: 0.92; }
`;

const Earnings = styled.strong`
  display: block;
  font-size: 1.75rem;
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  ${media.md} { justify-self: end; }
`;

/** The host pitch: earnings claim and the way into the listing wizard. */
export function HostCallToAction() {
  const t = useT();
  return (
    <Section aria-labelledby="host-cta-title">
      <Container>
        <Panel>
          <div>
            <h2 id="host-cta-title">{t('host.title')}</h2>
            <p>{t('host.text')}</p>
            <Earnings>{t('host.earnings')}</Earnings>
          </div>
          <Actions>
            <Button as={Link} to={paths.listCar} $variant="outline" $size="lg">
              {t('host.listCar')}
            </Button>
          </Actions>
        </Panel>
      </Container>
    </Section>
  );
}
