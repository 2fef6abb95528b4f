import { paths } from '@ladrive/contracts';
import { Container, focusRing, media } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';

const FOOTER_LINKS = [
  { to: paths.helpCenter, label: 'Help Center' },
  { to: paths.safetyGuidelines, label: 'Safety Guidelines' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.termsOfService, label: 'Terms of Service' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.insurancePolicy, label: 'Insurance Policy' },
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

export function SiteFooter() {
  return (
    <Band lang="en">
      <Container>
        <Columns>
          <About>
            <strong>LA Drive</strong>
            <p>Rent cars from trusted local hosts across Los Angeles.</p>
          </About>
          <nav aria-label="Footer">
            <Links>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </Links>
          </nav>
        </Columns>
        <Copyright>© {new Date().getFullYear()} LA Drive. All rights reserved.</Copyright>
      </Container>
    </Band>
  );
}
