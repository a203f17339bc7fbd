// The composition root: the only part of src/ui that may import src/infrastructure (DESIGN.md).
export { installChunkReloadGuard, readConfig, type ApiExchange, type ApiTransport, type AppConfig } from '@/infrastructure';
export { createAppContainer, type Rebind } from './container';
export { APP_CONFIG, HTTP_CLIENT } from './tokens';
export { createHydratingContainer } from './hydrating-container';
// The server render's container is imported from './server-container' by the server entry alone: it loads every feature.
export { FEATURE_TABLE_SOURCE, FEATURES, type FeatureLoader, type OnDemandFeature, startBuildWatch } from './features/on-demand';
export { warmHttpClient } from './features/http-gateway';
