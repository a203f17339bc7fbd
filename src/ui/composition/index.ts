// The composition root: the only part of src/ui that may import src/infrastructure (DESIGN.md).
export { installChunkReloadGuard, readConfig, type ApiExchange, type ApiTransport, type AppConfig } from '@/infrastructure';
export { createAppContainer, type Rebind } from './container';
export { APP_CONFIG, HTTP_CLIENT } from './tokens';
export { createHydratingContainer, createServerContainer, type RenderRequest } from './render-containers';
export { warmHttpClient } from './features/http-gateway';
