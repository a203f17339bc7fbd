export { ContentFailed } from './ContentFailed';
export { ContentHeader } from './ContentHeader';
export { loadContent, notFound, type Loaded } from './load-content';
export { prepareRichHtml, type RichHeading, type RichHtml } from './rich-html';
export { RichText } from './RichText';
