export { ContentFailed } from './ContentFailed';
export { ContentHeader } from './ContentHeader';
export { prepareRichHtml, type RichHeading, type RichHtml } from './rich-html';
export { RichText } from './RichText';
