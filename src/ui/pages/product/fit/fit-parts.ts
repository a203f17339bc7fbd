import type { ComponentProps } from 'react';
import { afterHydrationPart } from '../../../app/rendering/deferred-part';
import { onDemand } from '../../../app/rendering/on-demand';
import type { ProductFit as ProductFitPart } from './ProductFit';
import type { ProductReviews as ProductReviewsPart } from '../reviews/ProductReviews';
import type { SizeGuide as SizeGuidePart } from './SizeGuide';

// The product page's size, fit and reviews load after the first paint, each from a chunk of its
// own: none of it is on the page's critical path (issue 34: the reviews load after the first paint).

/** The fit summary beside the size picker, and the remembered size it preselects. */
export const ProductFit = afterHydrationPart<ComponentProps<typeof ProductFitPart>>(() => import('./ProductFit'), 'ProductFit');

/** The reviews below the product's details. */
export const ProductReviews = afterHydrationPart<ComponentProps<typeof ProductReviewsPart>>(() => import('../reviews/ProductReviews'), 'ProductReviews');

/** The size guide's drawer (a bottom sheet on phones): loads when first opened. */
export const SizeGuide = onDemand<ComponentProps<typeof SizeGuidePart>>(() => import('./SizeGuide'), 'SizeGuide');
