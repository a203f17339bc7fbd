import type { Engagement } from '@/application';
import { BlurhashImage } from '../../components/blurhash-image';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '../../catalogue/media/product-media';
import { usePlaceholderDecode } from '../../catalogue/media/use-placeholder-decode';

/** An engagement's image over its blurhash placeholder, or nothing when it has none. */
export function EngagementImage({ engagement, sizes, priority = false, className }: {
  readonly engagement: Engagement;
  readonly sizes: string;
  readonly priority?: boolean;
  readonly className?: string;
}) {
  const decode = usePlaceholderDecode();
  if (!engagement.image) return null;
  return (
    <BlurhashImage
      src={engagement.image.url}
      alt={engagement.image.alt_text}
      blurhash={engagement.image.blurhash}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      sizes={sizes}
      decode={decode}
      priority={priority}
      className={className}
    />
  );
}
