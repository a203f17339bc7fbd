// React's DOM renderer, which a server-rendered page hydrates with, imported by the entry itself
// (main.tsx): its modules evaluate in a task of their own, then the router's, the container's and
// the store's own start-up modules', each in the next, so that none is one long task on a slow phone.
export { hydrateRoot } from 'react-dom/client';
