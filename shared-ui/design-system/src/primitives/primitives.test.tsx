import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { Avatar } from './Avatar';
import { Button } from './Button';
import { CountBadge } from './CountBadge';
import { Dialog } from './Dialog';
import { Field, Input } from './Field';
import { FigureCard } from './FigureCard';
import { Tabs } from './Tabs';

const Themed = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
const renderThemed = (ui: ReactElement) => render(ui, { wrapper: Themed });

function TabsDemo() {
  const [value, setValue] = useState('bookings');
  return (
    <Tabs
      label="Mi Dashboard"
      value={value}
      onChange={setValue}
      items={[
        { id: 'bookings', label: 'Mis Reservaciones', content: <p>Trips</p> },
        { id: 'favorites', label: 'Favoritos', content: <p>Favs</p> },
        { id: 'profile', label: 'Perfil', content: <p>Me</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected panel and moves with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    renderThemed(<TabsDemo />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Trips');
    await user.click(screen.getByRole('tab', { name: 'Mis Reservaciones' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Perfil' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Me');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Trips');
  });
});

describe('Field', () => {
  it('labels its control and announces the error', () => {
    renderThemed(
      <Field label="Email" error="Please enter a valid email address" hint="We never share it">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Please enter a valid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });
});

describe('Button', () => {
  it('never submits a form unless asked to', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    renderThemed(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted += 1;
        }}
      >
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(submitted).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toBe(1);
  });
});

describe('Dialog', () => {
  function DialogDemo() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Privacy policy</Button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Privacy Policy">
          <p>Last updated: August 19, 2025</p>
        </Dialog>
      </>
    );
  }

  it('opens with its title and closes with the close button', async () => {
    const user = userEvent.setup();
    renderThemed(<DialogDemo />);
    expect(screen.queryByText('Last updated: August 19, 2025')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Privacy policy' }));
    expect(screen.getByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: August 19, 2025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Last updated: August 19, 2025')).not.toBeInTheDocument();
  });

  it('gives focus back to its opener when its owner removes it while open', async () => {
    function MountedWhileNeeded() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Calendario</Button>
          {open && (
            <Dialog open onClose={() => setOpen(false)} title="Calendario">
              <p>Junio</p>
            </Dialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    renderThemed(<MountedWhileNeeded />);
    const opener = screen.getByRole('button', { name: 'Calendario' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Junio')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('FigureCard', () => {
  it('pairs the label with its value and detail', () => {
    renderThemed(<FigureCard label="Viajes completados" value="7" detail="este año" testId="trips" />);
    expect(screen.getByRole('term')).toHaveTextContent('Viajes completados');
    expect(screen.getByTestId('trips')).toHaveTextContent('7');
    expect(screen.getByTestId('trips-detail')).toHaveTextContent('este año');
  });
});

describe('CountBadge', () => {
  it('shows the count and says its label to screen readers', () => {
    renderThemed(
      <button type="button">
        Messages <CountBadge count={3} label=", 3 unread messages" />
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Messages , 3 unread messages');
    expect(screen.getByTestId('count-badge')).toHaveTextContent('3');
  });

  it('caps what it shows at 99+ and shows nothing for none', () => {
    const { rerender } = renderThemed(<CountBadge count={120} label="120 unread" />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent('99+');
    expect(screen.getByText('120 unread')).toBeInTheDocument();
    rerender(<CountBadge count={0} label="none" />);
    expect(screen.queryByTestId('count-badge')).toBeNull();
    expect(screen.queryByText('none')).toBeNull();
  });
});

describe('Avatar', () => {
  it("shows the person's photo, or their initials without one, hidden from screen readers", () => {
    const { rerender } = renderThemed(<Avatar name="Lucía Méndez" src="/api/photos/users/lucia.webp" />);
    expect(screen.getByTestId('avatar').querySelector('img')).toHaveAttribute('src', '/api/photos/users/lucia.webp');
    expect(screen.getByTestId('avatar')).toHaveAttribute('aria-hidden', 'true');
    rerender(<Avatar name="Lucía Méndez" src={null} />);
    expect(screen.getByTestId('avatar')).toHaveTextContent('LM');
  });
});
