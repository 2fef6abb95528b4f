import { Speaks } from '@ladrive/i18n';
import type { ComponentProps } from 'react';
import styled, { keyframes } from 'styled-components';
import { useT } from '../i18n';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/** A grey placeholder block shown while data loads. Hidden from screen readers. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $height?: string; $width?: string }>`
  background: ${({ theme }) => theme.colors.neutralSoft};
  border-radius: ${({ theme }) => theme.radius.md};
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 2rem;
  height: 2rem;
  border: 3px solid ${({ theme }) => theme.colors.brandSoft};
  border-top-color: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

function LoadingRing(props: ComponentProps<typeof Ring>) {
  const t = useT();
  return <Ring role="status" aria-label={t('spinner.loading')} {...props} />;
}

/**
 * A spinning ring announced as its `aria-label` ("Processing payment"), or else as loading: 'Loading' on every page
 * until the visitor chooses a language, then in theirs.
 */
export function Spinner(props: ComponentProps<typeof Ring>) {
  if (props['aria-label']) return <Ring role="status" {...props} />;
  return (
    <Speaks lang="en">
      <LoadingRing {...props} />
    </Speaks>
  );
}
