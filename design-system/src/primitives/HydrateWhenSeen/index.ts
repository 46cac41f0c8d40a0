export { hydrateWhenSeen, NEAR_VIEWPORT, RenderingServerMarkup } from './HydrateWhenSeen';
