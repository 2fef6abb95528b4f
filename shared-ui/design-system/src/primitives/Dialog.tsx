import { Speaks } from '@ladrive/i18n';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled, { css } from 'styled-components';
import { useT } from '../i18n';
import { Button } from './Button';

const surface = css`
  border: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &::backdrop { background: ${({ theme }) => theme.colors.overlay}; }
`;

const DialogBox = styled.dialog`
  ${surface}
  width: min(640px, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const DrawerBox = styled.dialog`
  ${surface}
  margin: 0 0 0 auto;
  height: 100vh;
  max-height: 100vh;
  width: min(320px, 85vw);
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.sizes.lg}; }
`;

const Body = styled.div`
  padding: 1.25rem;
  overflow-y: auto;
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** 'dialog' is centred; 'drawer' slides in from the right (navigation on small screens). */
  kind?: 'dialog' | 'drawer';
}

/**
 * Modal built on the native <dialog>: the browser traps focus, closes on Escape, and
 * returns focus to the opener. A dialog its owner unmounts while open (rendered only while
 * needed) returns focus itself, since the browser does so only on close().
 */
/** The ✕ of a dialog; `lang` marks its label's language while the visitor has chosen none (see Dialog). */
function CloseButton({ onClose, lang }: { onClose: () => void; lang?: string }) {
  const t = useT();
  return (
    <Button $variant="ghost" $size="sm" aria-label={t('dialog.close')} onClick={onClose} lang={lang}>
      ✕
    </Button>
  );
}

export function Dialog({ open, onClose, title, children, kind = 'dialog' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  /** What had focus when the dialog opened, while it is open. */
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      opener.current = null;
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  useEffect(
    () => () => {
      if (opener.current?.isConnected) opener.current.focus();
    },
    [],
  );

  const Box = kind === 'drawer' ? DrawerBox : DialogBox;
  return (
    <Box
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <Header>
            <h2 id={titleId}>{title}</h2>
            {/* English ('Close') on every page until the visitor chooses a language */}
            <Speaks lang="en">
              <CloseButton onClose={onClose} />
            </Speaks>
          </Header>
          <Body>{children}</Body>
        </>
      )}
    </Box>
  );
}

export function Drawer(props: Omit<DialogProps, 'kind'>) {
  return <Dialog {...props} kind="drawer" />;
}
