/** Longest stretch of loading or serializing between two turns of the event loop. */
const SLICE_MS = 8;

/** A function to await often: it yields (setImmediate) once SLICE_MS of work went by without one. */
export function slicer(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
