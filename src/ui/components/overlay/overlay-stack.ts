// Open overlays in opening order: only the topmost one answers Escape and traps Tab, so a
// dialog opened from a drawer closes alone.

const stack: symbol[] = [];

/** Registers an overlay as the topmost and returns the function that removes it. */
export function pushOverlay(id: symbol): () => void {
  stack.push(id);
  return () => {
    const at = stack.lastIndexOf(id);
    if (at >= 0) stack.splice(at, 1);
  };
}

/** Whether the overlay is the one on top. */
export function isTopOverlay(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
