// The container the store's start-up modules are built on (inversify and its packages),
// imported by the entry (main.tsx) after the router and before those modules: evaluated with them,
// they were the longest task after a slow phone's first paint (inversify also evaluates
// `reflect-metadata/lite`, which its container imports).
export { Container } from 'inversify';
