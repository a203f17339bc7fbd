// The frameworks a server-rendered page hydrates with, imported by the entry itself: their modules
// evaluate in the entry's task, the store's own start-up modules in the next (main.tsx), so that
// neither is one long task on a slow phone.
export { hydrateRoot } from 'react-dom/client';
export { RouterProvider } from 'react-router-dom';
