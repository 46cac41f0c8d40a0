export {
  NewsletterConfirmPage,
  NewsletterLinkPage,
  NewsletterUnsubscribePage,
  type NewsletterLinkAction,
} from './NewsletterLinkPage';
