// Import lazily: const ProductCarousel = lazy(() => import('@/ui/components/product-carousel'));
export { ProductCarousel, type ProductCarouselProps } from './ProductCarousel';
export { default } from './ProductCarousel';
