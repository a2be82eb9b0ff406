import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { lazyScreen } from '../../src/components/lazyScreen';

// A screen of its own chunk: drawn at once when its chunk was loaded ahead, else through
// Suspense's fallback; loaded once however often it is asked for.

afterEach(cleanup);

/** A chunk whose loading the test finishes, and the screen it holds (counts its mounts). */
function chunk() {
  let arrive: () => void = () => {};
  const mounts = { count: 0 };
  function Counter({ label }: { label: string }) {
    const [n] = useState(() => (mounts.count += 1));
    return <p>{`${label} ${n}`}</p>;
  }
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Counter }>(
        (resolve) => (arrive = () => resolve({ default: Counter })),
      ),
  );
  return { load, arrive: () => arrive(), mounts };
}

const drawn = (Screen: ReturnType<typeof lazyScreen<{ label: string }>>) =>
  render(
    <Suspense fallback={<p>fallback</p>}>
      <Screen label="screen" />
    </Suspense>,
  );

describe('lazyScreen', () => {
  it('draws a screen loaded ahead at once, without the fallback', async () => {
    const c = chunk();
    const Screen = lazyScreen(c.load);
    const ready = Screen.preload();
    c.arrive();
    await ready;
    drawn(Screen);
    // Synchronously: no fallback was ever shown.
    expect(screen.getByText('screen 1')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(c.load).toHaveBeenCalledTimes(1);
  });

  it('draws the fallback while a screen not loaded ahead arrives, then the screen', async () => {
    const c = chunk();
    const Screen = lazyScreen(c.load);
    drawn(Screen);
    expect(screen.getByText('fallback')).toBeTruthy();
    await act(async () => c.arrive());
    expect(await screen.findByText('screen 1')).toBeTruthy();
    // Asked again (a later preload) it is not loaded twice, nor mounted afresh.
    await Screen.preload();
    expect(c.load).toHaveBeenCalledTimes(1);
    expect(c.mounts.count).toBe(1);
  });

  it('asks again for a chunk that failed', async () => {
    const Counter = () => <p>loaded</p>;
    const load = vi
      .fn<() => Promise<{ default: typeof Counter }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Counter });
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    render(<Screen />);
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
