import { useLocation } from '@ladrive/routing';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/**
 * A header disclosure (the account menu, the language menu): a toggle and its panel. Escape (focus back on the
 * toggle), a click outside, moving focus away or following a link closes it. Like the drawer, it belongs to the
 * location it was opened at, so any navigation closes it.
 */
export function useDisclosure() {
  const location = useLocation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const close = () => setOpenedAt(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const wrapperProps = {
    ref: wrapperRef,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      close();
      toggleRef.current?.focus();
    },
    onBlur: (event: FocusEvent) => {
      if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) close();
    },
  };
  const toggleProps = {
    ref: toggleRef,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpenedAt(open ? null : location.key),
  };
  return { open, close, wrapperProps, toggleProps, panelProps: { id: panelId, hidden: !open } };
}
