import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { REOPEN_MS, useLiveNotifications } from '../../src/layout/useNotifications';

/** The browser's EventSource as far as the hook uses it; the test plays the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<() => void>>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  emit(type: string, readyState = this.readyState) {
    this.readyState = readyState;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function Probe({ uid }: { uid?: number }) {
  useLiveNotifications(uid);
  return null;
}

function mount(uid?: number) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={client}>
      <Probe uid={uid} />
    </QueryClientProvider>,
  );
  const rerender = (next?: number) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Probe uid={next} />
      </QueryClientProvider>,
    );
  return { invalidate, rerender, unmount: view.unmount };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live notification stream of the bell', () => {
  it('opens the stream while signed in, and fetches the bell again on each event and (re)connection', () => {
    const { invalidate } = mount(7);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/notification-stream']);
    const [source] = FakeEventSource.opened;
    source.emit('open', FakeEventSource.OPEN);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['notifications', 7] });
    source.emit('notification');
    source.emit('notification');
    expect(invalidate).toHaveBeenCalledTimes(3);
    // Dropped: the browser reconnects by itself, and the next 'open' fetches what was missed.
    source.emit('error', FakeEventSource.CONNECTING);
    source.emit('open', FakeEventSource.OPEN);
    expect(invalidate).toHaveBeenCalledTimes(4);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens nothing when signed out, and closes the stream at sign-out and unmount', () => {
    const { rerender, unmount } = mount(undefined);
    expect(FakeEventSource.opened).toHaveLength(0);
    rerender(7);
    const [first] = FakeEventSource.opened;
    rerender(undefined);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    rerender(8);
    const second = FakeEventSource.opened[1];
    expect(second.readyState).toBe(FakeEventSource.CONNECTING);
    unmount();
    expect(second.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('a stream the server refused is opened again later, not at once', () => {
    vi.useFakeTimers();
    const { unmount } = mount(7);
    FakeEventSource.opened[0].emit('error', FakeEventSource.CLOSED);
    vi.advanceTimersByTime(REOPEN_MS - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    unmount();
    // No reopening after sign-out.
    FakeEventSource.opened[1].emit('error', FakeEventSource.CLOSED);
    vi.advanceTimersByTime(REOPEN_MS);
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
