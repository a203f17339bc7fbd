export { Skeleton, ProductCardSkeleton, SkeletonGrid, type SkeletonProps, type SkeletonGridProps } from './Skeleton';
