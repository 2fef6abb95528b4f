import { paths } from '@ladrive/contracts';
import { Container, focusRing, media } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';
import { type ShellMessage, useT } from '../../../i18n';

const FOOTER_LINKS: { to: string; label: ShellMessage }[] = [
  { to: paths.helpCenter, label: 'footer.helpCenter' },
  { to: paths.safetyGuidelines, label: 'footer.safetyGuidelines' },
  { to: paths.contact, label: 'footer.contact' },
  { to: paths.termsOfService, label: 'footer.termsOfService' },
  { to: paths.privacyPolicy, label: 'footer.privacyPolicy' },
  { to: paths.insurancePolicy, label: 'footer.insurancePolicy' },
];

const Band = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.text};
  color: #e6e6ef;
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(8)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.md} { grid-template-columns: 1fr 2fr; }
`;

const About = styled.div`
  strong { display: block; font-size: ${({ theme }) => theme.font.sizes.xl}; color: #fff; }
  p { margin: ${({ theme }) => theme.space(2)} 0 0; max-width: 32ch; }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: #fff;
    text-decoration: none;
    &:hover { text-decoration: underline; }
    ${focusRing}
  }
`;

const Copyright = styled.p`
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** The site's frame is English as the spec writes it, on the Spanish pages too. */
export function SiteFooter() {
  return (
    <Speaks lang="en">
      <FooterBand />
    </Speaks>
  );
}

function FooterBand({ lang }: { lang?: string }) {
  const t = useT();
  return (
    <Band lang={lang}>
      <Container>
        <Columns>
          <About>
            <strong>LA Drive</strong>
            <p>{t('footer.about')}</p>
          </About>
          <nav aria-label={t('nav.footer')}>
            <Links>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </Links>
          </nav>
        </Columns>
        <Copyright>{t('footer.copyright', { year: new Date().getFullYear() })}</Copyright>
      </Container>
    </Band>
  );
}
