import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach } from 'vitest';

// Radix primitives measure and observe elements; jsdom has neither API.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// A route's first render in jsdom (lazy chunks, first React render) can take over a second while
// the API suites share the two cores: a findBy* waits up to 5 s for what the test expects, not
// testing-library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
});
