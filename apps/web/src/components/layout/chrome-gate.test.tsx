import { describe, expect, it } from 'vitest';
import { isChromePartShown } from './chrome-gate';

describe('isChromePartShown', () => {
  it('"The header is hidden on /deploy. The footer is hidden on /pricing/calculator and /deploy."', () => {
    expect(isChromePartShown('header', '/deploy')).toBe(false);
    expect(isChromePartShown('header', '/pricing/calculator')).toBe(true);
    expect(isChromePartShown('footer', '/pricing/calculator')).toBe(false);
    expect(isChromePartShown('footer', '/deploy')).toBe(false);
    expect(isChromePartShown('footer', '/')).toBe(true);
  });

  it('shows the start-building block except on the listed pages, and the progress bar on blog and resources', () => {
    expect(isChromePartShown('start-building-cta', '/')).toBe(true);
    expect(isChromePartShown('start-building-cta', '/community')).toBe(false);
    expect(isChromePartShown('start-building-cta', '/legal/terms')).toBe(false);
    expect(isChromePartShown('progress-bar', '/blog/some-post')).toBe(true);
    expect(isChromePartShown('progress-bar', '/community')).toBe(false);
  });

  it("leaves the public site's header, top bar and footer out of the admin area, which has its own header", () => {
    expect(isChromePartShown('header', '/community/admin')).toBe(false);
    expect(isChromePartShown('header', '/community/admin/users')).toBe(false);
    expect(isChromePartShown('footer', '/community/admin/flagged')).toBe(false);
    expect(isChromePartShown('header', '/community/questions')).toBe(true);
    expect(isChromePartShown('footer', '/community/questions')).toBe(true);
  });
});
