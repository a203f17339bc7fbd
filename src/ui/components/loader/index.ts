export { Loader, type LoaderProps } from './Loader';
