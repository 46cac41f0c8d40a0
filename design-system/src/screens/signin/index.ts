export * from './SignInPage';
export * from './DemoSignIn';
export * from './SuccessStories';
export * from './SignInUnavailable';
