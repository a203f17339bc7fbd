export { JsonLdScript } from './JsonLdScript';
export { PageHead, type PageHeadProps, type PreviewImage } from './PageHead';
