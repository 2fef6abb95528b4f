import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of children that throw, tells onError, and tries again under a new key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { rerender } = render(
      <ErrorBoundary key="a" fallback={<p>Something went wrong</p>} onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.any(String));

    rerender(
      <ErrorBoundary key="b" fallback={<p>Something went wrong</p>} onError={onError}>
        <p>The page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
