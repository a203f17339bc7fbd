// The server render's entry (a Vite SSR build, loaded by the reference server: server/src/http/page-render.ts).
export { renderPage, type PageRender, type PageRequest } from './ui/app/rendering/render-page';
