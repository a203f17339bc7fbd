// One page-scroll lock shared by every drawer, dialog and viewer: nested overlays each take a
// lock and the page scrolls again only when the last one lets go.

let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Locks page scroll and returns the function that releases this lock (safe to call twice). */
export function lockScroll(): () => void {
  if (holders === 0) {
    const { body, documentElement } = document;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the page from shifting sideways when the scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      document.body.style.overflow = saved.overflow;
      document.body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

/** How many overlays hold the lock (for tests and debugging). */
export function scrollLockCount(): number {
  return holders;
}
