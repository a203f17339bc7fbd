export { Gallery, type GalleryProps } from './Gallery';
