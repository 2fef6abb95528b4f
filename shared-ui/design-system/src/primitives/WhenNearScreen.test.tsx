import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearScreen } from './WhenNearScreen';

/** A stand-in for the browser's observer (jsdom has none): the test says when the place comes near. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  comeNear() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.last = undefined;
});

describe('WhenNearScreen', () => {
  it('shows the placeholder until its place comes within the margin of the window, then the children', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const load = vi.fn(async () => ({ default: () => <p>The calendar</p> }));
    const Calendar = lazy(load);
    render(
      <WhenNearScreen placeholder={<p>Loading the calendar</p>} margin="300px">
        <Calendar />
      </WhenNearScreen>,
    );
    expect(screen.getByText('Loading the calendar')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    const observer = FakeIntersectionObserver.last;
    expect(observer?.options?.rootMargin).toBe('300px');

    act(() => observer?.comeNear());
    expect(await screen.findByText('The calendar')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });

  it('renders the children at once where the browser cannot tell what is near', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearScreen placeholder={<p>Loading the calendar</p>}>
        <p>The calendar</p>
      </WhenNearScreen>,
    );
    expect(screen.getByText('The calendar')).toBeInTheDocument();
  });
});
