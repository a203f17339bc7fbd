export { CodeInput, type CodeCharacters, type CodeInputProps } from './CodeInput';
