import { Button } from '@ladrive/design-system';
import { useToastStore } from '@ladrive/shared-state';
import styled from 'styled-components';

const Region = styled.div`
  position: fixed;
  z-index: 1000;
  right: 1rem;
  bottom: 1rem;
  left: 1rem;
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
`;

const ToastBox = styled.div<{ $variant: 'default' | 'destructive' | 'success' }>`
  pointer-events: auto;
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  width: min(420px, 100%);
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? '#fff' : theme.colors.text)};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'success' ? theme.colors.success : theme.colors.border)};
  strong { display: block; }
  p { margin: 0.25rem 0 0; }
`;

/** The live region that shows the current toast. Rendered once, by the shell. */
export function Toaster() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  const variant = current?.variant ?? 'default';
  return (
    <Region
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
    >
      {current && (
        <ToastBox key={current.id} $variant={variant} data-testid="toast">
          <div style={{ flex: 1 }}>
            <strong>{current.title}</strong>
            {current.description && <p>{current.description}</p>}
          </div>
          <Button
            $variant="ghost"
            $size="sm"
            aria-label="Dismiss notification"
            onClick={dismiss}
            style={{ color: 'inherit' }}
          >
            ✕
          </Button>
        </ToastBox>
      )}
    </Region>
  );
}
