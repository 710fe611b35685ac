import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/*
 * jsdom has no layout engine and Node's Request refuses relative URLs. These stand-ins let the
 * real components (Embla, RTK Query's fetchBaseQuery with baseUrl '/') run unchanged.
 */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('ResizeObserver', NoopObserver);
vi.stubGlobal('IntersectionObserver', NoopObserver);
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => {};

const NodeRequest = globalThis.Request;
class SameOriginRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
vi.stubGlobal('Request', SameOriginRequest);

// Pages and the region modal are lazy modules; on a busy 2-core machine (CI's) their first import
// has taken over 4 s. `findBy…` waits only as long as it must, so a long bound costs passing tests
// nothing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Every test starts in English, whatever the previous one switched to. Components are tested
// with every page's strings, as the router loads them for every page but home.
const { i18n, loadPageStrings } = await import('../i18n/i18n');
await loadPageStrings();
afterEach(async () => {
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});

// jsdom lays nothing out, so it has no scrollIntoView; the screens call it to bring a message
// into view, which a test reads from the document regardless.
if (typeof Element !== 'undefined' && !('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value() {}, writable: true });
}
