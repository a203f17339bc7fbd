// Kept in its own module (react-slick is heavy): import it with React.lazy.
import { Children, type ReactNode } from 'react';
import SliderModule from 'react-slick';
import 'slick-carousel/slick/slick.css';
import styles from './product-carousel.module.less';
import { MAX_CAROUSEL_IMAGES } from '../../theme';

// Under Vite 8 the CommonJS default import is the module object in the browser (STACK.md).
const Slider = (SliderModule as unknown as { default?: typeof SliderModule }).default ?? SliderModule;

/** Props of ProductCarousel. */
export interface ProductCarouselProps {
  /** The slides (product images); only the first two are used (spec §9). */
  readonly children: ReactNode;
  /** Accessible name, e.g. the product's name. */
  readonly label: string;
  readonly className?: string;
}

/** The small-screen product-card carousel: at most two slides with dots (spec §2, §9). */
export function ProductCarousel({ children, label, className }: ProductCarouselProps) {
  const slides = Children.toArray(children).slice(0, MAX_CAROUSEL_IMAGES);
  return (
    <div className={[styles.carousel, className].filter(Boolean).join(' ')} role="group" aria-roledescription="carousel" aria-label={label}>
      <Slider dots arrows={false} infinite={false} speed={300} slidesToShow={1} slidesToScroll={1} swipeToSlide accessibility>
        {slides.map((slide, index) => (
          <div key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
            {slide}
          </div>
        ))}
      </Slider>
    </div>
  );
}

export default ProductCarousel;
