// jsdom cannot navigate and does not let tests replace window.location, so full page loads
// go through this object, which tests can spy on.
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
