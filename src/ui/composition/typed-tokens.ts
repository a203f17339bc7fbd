import type { Token } from '@/application';

// The application layer cannot import Inversify, so its tokens are plain symbols that carry their
// type. These overloads let `get(TOKEN)` infer that type instead of `unknown`.
declare module '@inversifyjs/core' {
  interface ResolutionContext {
    get<T>(serviceIdentifier: Token<T>): T;
  }
}

declare module '@inversifyjs/container' {
  interface Container {
    get<T>(serviceIdentifier: Token<T>): T;
  }
}

export {};
