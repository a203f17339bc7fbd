export { BlurhashImage, safeDecode, type BlurhashImageProps, type DecodeResult } from './BlurhashImage';
