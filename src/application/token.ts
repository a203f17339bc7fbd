/**
 * An injection token that remembers the type it stands for, so `useService(CART_GATEWAY)` is typed
 * without the application layer importing a container library.
 */
export type Token<T> = symbol & { readonly __service?: T };

/** Creates a token; the description shows in container errors. */
export const token = <T>(description: string): Token<T> => Symbol(description) as Token<T>;
