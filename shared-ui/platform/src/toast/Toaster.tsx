import { Button } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { ContractText } from '@ladrive/i18n/catalogs';
import { useToastStore } from '@ladrive/shared-state';
import styled from 'styled-components';
import { useT } from '../i18n';

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

function DismissButton({ onDismiss, lang }: { onDismiss: () => void; lang?: string }) {
  const t = useT();
  return (
    <Button
      $variant="ghost"
      $size="sm"
      aria-label={t('toast.dismiss')}
      onClick={onDismiss}
      style={{ color: 'inherit' }}
      lang={lang}
    >
      ✕
    </Button>
  );
}

/**
 * The live region that shows the current toast. Rendered once, by the shell. A toast's title and description come
 * translated by the page that raised it, or as a contracts message id (e.g. the admin's 'Access Denied'), shown here
 * in the visitor's language.
 */
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
            <strong>
              <ContractText message={current.title} />
            </strong>
            {current.description && (
              <p>
                <ContractText message={current.description} />
              </p>
            )}
          </div>
          {/* English ('Dismiss notification') on every page until the visitor chooses a language */}
          <Speaks lang="en">
            <DismissButton onDismiss={dismiss} />
          </Speaks>
        </ToastBox>
      )}
    </Region>
  );
}
