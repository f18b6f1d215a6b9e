import { describe, expect, it } from 'vitest';
import * as c from './index.js';

describe('constants', () => {
  it('"Toast auto-dismiss 2 s by default; toast container fixed, max width 256px"', () => {
    expect(c.TOAST_DURATION_MS).toBe(2000);
    expect(c.TOAST_MAX_WIDTH_PX).toBe(256);
  });
  it('"Top bar rotation 6 s" and "Whale ambience unlocks after 120000 ms … its cookie lasts 3650 days; the unlock toast lasts 20 s"', () => {
    expect(c.TOP_BAR_ROTATION_MS).toBe(6000);
    expect(c.WHALE_UNLOCK_DELAY_MS).toBe(120000);
    expect(c.WHALE_COOKIE_DAYS).toBe(3650);
    expect(c.WHALE_UNLOCK_TOAST_MS).toBe(20000);
  });
  it('"Landing-page cookies last 3650 days … after 30 minutes … cut to 256 characters"', () => {
    expect(c.LANDING_COOKIE_DAYS).toBe(3650);
    expect(c.LANDING_SESSION_TIMEOUT_MS).toBe(1_800_000);
    expect(c.LANDING_PAGE_MAX_LENGTH).toBe(256);
  });
  it('"Page sizes: default 100; answers 3; comments 10; viewed 8; notifications 10; contributions 6; … 1000 each. Admin page-size options: 10, 15, 20, 50, 100."', () => {
    expect(c.PAGE_SIZES).toMatchObject({
      default: 100,
      answers: 3,
      comments: 10,
      viewed: 8,
      notifications: 10,
      contributions: 6,
      tags: 1000,
      featureFlags: 1000,
    });
    expect(c.ADMIN_PAGE_SIZE_OPTIONS).toEqual([10, 15, 20, 50, 100]);
  });
  it('"Breakpoints: xs 320px, sm 375px, md 425px, lg 768px, xl 1024px, xl2 1220px, xl3 1440px. Wide-screen header breakpoint 1023px."', () => {
    expect(c.BREAKPOINTS).toEqual({ xs: 320, sm: 375, md: 425, lg: 768, xl: 1024, xl2: 1220, xl3: 1440 });
    expect(c.WIDE_HEADER_BREAKPOINT_PX).toBe(1023);
  });
  it('"Default embed size 270 high by 480 wide. Codepen and Glitch height 256. Asciinema 80 by 24."', () => {
    expect([
      c.EMBED_DEFAULT_HEIGHT,
      c.EMBED_DEFAULT_WIDTH,
      c.CODEPEN_DEFAULT_HEIGHT,
      c.GLITCH_DEFAULT_HEIGHT,
    ]).toEqual([270, 480, 256, 256]);
    expect([c.ASCIINEMA_DEFAULT_COLS, c.ASCIINEMA_DEFAULT_ROWS]).toEqual([80, 24]);
  });
  it('"anything else is treated as info"', () => {
    expect(c.toToastType('success')).toBe('success');
    expect(c.toToastType('warning')).toBe('info');
  });
});
