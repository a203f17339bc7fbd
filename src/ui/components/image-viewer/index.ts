export { ImageViewer, SWIPE_THRESHOLD_PX, type ImageViewerProps, type ViewerImage } from './ImageViewer';
