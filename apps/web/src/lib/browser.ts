/** Full page loads, behind one object so tests can observe them (jsdom cannot navigate). */
export const browser = {
  go(path: string) {
    window.location.assign(path);
  },
};
