export { BlurhashImage, safeDecode, type BlurhashImageProps, type Decode, type DecodeLoader, type DecodeResult } from './BlurhashImage';
