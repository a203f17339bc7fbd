export { Breadcrumbs, type Crumb } from './Breadcrumbs';
