import { describe, expect, it } from 'vitest';
import { WindowCounter } from '../../server/domain/rateLimiter';

describe('WindowCounter', () => {
  it('allows up to the limit within the window, then refuses until it passes', () => {
    const c = new WindowCounter(2, 1000);
    expect(c.allowed('k', 0)).toBe(true);
    c.hit('k', 0);
    c.hit('k', 10);
    expect(c.allowed('k', 20)).toBe(false);
    expect(c.allowed('other', 20)).toBe(true);
    expect(c.allowed('k', 1001)).toBe(true);
  });

  it('forgets a key on reset', () => {
    const c = new WindowCounter(1, 1000);
    c.hit('k', 0);
    expect(c.allowed('k', 1)).toBe(false);
    c.reset('k');
    expect(c.allowed('k', 2)).toBe(true);
  });
});
