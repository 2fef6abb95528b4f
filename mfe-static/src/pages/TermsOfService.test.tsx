import { renderWithProviders } from '@ladrive/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TermsOfService from './TermsOfService';

function renderPage() {
  renderWithProviders(<TermsOfService />, { route: '/terms-of-service' });
}

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).filter((h) => /^\d+\. /.test(h.textContent ?? ''));

describe('Terms of Service', () => {
  it('shows the title, the date and exactly 12 numbered sections', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(document.title).toBe('Terms of Service | LA Drive');
    expect(screen.getByText('Last updated: 21 August 2025')).toBeInTheDocument();
    expect(sectionHeadings().map((h) => h.textContent?.split('.')[0])).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
  });

  it('has a table of contents linking to the anchor of each section', () => {
    renderPage();
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(12);
    links.forEach((link, index) => {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z-]+$/);
      const section = document.getElementById(href.slice(1));
      expect(section).not.toBeNull();
      expect(section).toContainElement(sectionHeadings()[index]!);
      expect(sectionHeadings()[index]).toHaveTextContent(`${index + 1}. ${link.textContent}`);
    });
  });

  it('moves to the section when a contents link is followed', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Cancellations and Refunds' }));
    expect(window.location.hash).toBe('#cancellations-and-refunds');
  });

  it('states the policy figures of the spec', () => {
    renderPage();
    const text = document.body.textContent ?? '';
    expect(text).toContain("at least 21 years old and hold a valid driver's licence");
    expect(text).toContain('More than 24 hours before pickup: full refund, minus payment processing fees.');
    expect(text).toContain('24 hours or less before pickup: 50% of the booking total is charged.');
    expect(text).toContain(
      'No-show (you do not pick up the car and did not cancel): the full booking total is charged.',
    );
    expect(text).toContain(
      "at least 24 hours' notice before pickup. When a host cancels, the traveler receives a full refund",
    );
    expect(text).toContain('limited to $10,000 per incident');
    expect(text).toContain('governed by the laws of the State of California');
    expect(text).toContain('courts located in Los Angeles County, California');
    expect(text).toContain('platform commission of 15%');
    expect(text).toContain('service fee: 10%');
    expect(text).toContain('liability coverage up to $1,000,000');
    expect(screen.getByRole('link', { name: 'Read the full Insurance Policy' })).toHaveAttribute(
      'href',
      '/insurance-policy',
    );
    expect(screen.getByRole('link', { name: 'legal@ladrive.example' })).toHaveAttribute(
      'href',
      'mailto:legal@ladrive.example',
    );
  });
});
