// The router a server-rendered page hydrates with, imported by the entry beside React's DOM
// renderer (framework.ts): a third of what the two evaluate, in a task of its own.
export { RouterProvider } from 'react-router-dom';
