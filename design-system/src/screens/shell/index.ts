export * from './SiteLayout';
export * from './NavigationBar';
export * from './CartButton';
export * from './CartPanel';
export * from './Footer';
export * from './ModeNotice';
export * from './NewsletterForm';
export * from './UnreachableNotice';
