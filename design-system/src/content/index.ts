/** The copy of the shop's pages as data: what each screen says, apart from how it looks. */
export * from './blog';
export * from './company';
export * from './docs';
export * from './footer';
export * from './helpCenter';
export * from './home';
export * from './legal';
export * from './marketing';
export * from './policies';
export * from './policyPages';
export * from './products';
// The sign-in page's stories are its own short list, apart from the marketing pages' SUCCESS_STORIES.
export { SIGN_IN, SUCCESS_STORIES as SIGN_IN_SUCCESS_STORIES, type SuccessStory } from './signin';
export * from './status';
