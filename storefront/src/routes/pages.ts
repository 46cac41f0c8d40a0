import type { ComponentType } from 'react';
import type { PageName } from './siteRoutes';

type LoadPage = () => Promise<ComponentType>;

/**
 * Each page's screen, loaded on demand: every route but the home page is its own chunk. The keys
 * are the route table's page names, so a page missing here is a type error.
 */
export const LAZY_PAGES: Record<Exclude<PageName, 'HomePage'>, LoadPage> = {
  SignInPage: () => import('@profit/design-system/screens/signin/SignInPage').then((m) => m.SignInPage),
  CartPage: () => import('@profit/design-system/screens/shop/CartPage').then((m) => m.CartPage),
  ProductsPage: () => import('@profit/design-system/screens/shop/ProductsPage').then((m) => m.ProductsPage),
  ProductPage: () => import('@profit/design-system/screens/shop/ProductPage').then((m) => m.ProductPage),
  ProfilePage: () => import('@profit/design-system/screens/account/ProfilePage').then((m) => m.ProfilePage),
  TestimonialsPage: () => import('@profit/design-system/screens/home/TestimonialsPage').then((m) => m.TestimonialsPage),
  AboutPage: () => import('@profit/design-system/screens/pages/AboutPage').then((m) => m.AboutPage),
  CareersPage: () => import('@profit/design-system/screens/pages/CareersPage').then((m) => m.CareersPage),
  ContactPage: () => import('@profit/design-system/screens/pages/ContactPage').then((m) => m.ContactPage),
  BlogPage: () => import('@profit/design-system/screens/pages/BlogPage').then((m) => m.BlogPage),
  PressPage: () => import('@profit/design-system/screens/pages/PressPage').then((m) => m.PressPage),
  SuccessStoriesPage: () =>
    import('@profit/design-system/screens/pages/SuccessStoriesPage').then((m) => m.SuccessStoriesPage),
  FeaturesPage: () => import('@profit/design-system/screens/pages/FeaturesPage').then((m) => m.FeaturesPage),
  PricingPage: () => import('@profit/design-system/screens/pages/PricingPage').then((m) => m.PricingPage),
  CaseStudiesPage: () => import('@profit/design-system/screens/pages/CaseStudiesPage').then((m) => m.CaseStudiesPage),
  ReviewsPage: () => import('@profit/design-system/screens/pages/ReviewsPage').then((m) => m.ReviewsPage),
  UpdatesPage: () => import('@profit/design-system/screens/pages/UpdatesPage').then((m) => m.UpdatesPage),
  HelpCenterPage: () => import('@profit/design-system/screens/pages/HelpCenterPage').then((m) => m.HelpCenterPage),
  StatusPage: () => import('@profit/design-system/screens/pages/StatusPage').then((m) => m.StatusPage),
  ReportBugPage: () => import('@profit/design-system/screens/pages/ReportBugPage').then((m) => m.ReportBugPage),
  ChatSupportPage: () => import('@profit/design-system/screens/pages/ChatSupportPage').then((m) => m.ChatSupportPage),
  DocumentationPage: () =>
    import('@profit/design-system/screens/pages/DocumentationPage').then((m) => m.DocumentationPage),
  DocArticlePage: () => import('@profit/design-system/screens/pages/DocArticlePage').then((m) => m.DocArticlePage),
  TermsPage: () => import('@profit/design-system/screens/pages/TermsPage').then((m) => m.TermsPage),
  PrivacyPage: () => import('@profit/design-system/screens/pages/PrivacyPage').then((m) => m.PrivacyPage),
  CookiesPage: () => import('@profit/design-system/screens/pages/CookiesPage').then((m) => m.CookiesPage),
  ServicesPage: () => import('@profit/design-system/screens/pages/ServicesPage').then((m) => m.ServicesPage),
  NewsletterConfirmPage: () =>
    import('@profit/design-system/screens/pages/NewsletterLinkPage').then((m) => m.NewsletterConfirmPage),
  NewsletterUnsubscribePage: () =>
    import('@profit/design-system/screens/pages/NewsletterLinkPage').then((m) => m.NewsletterUnsubscribePage),
  NotFoundPage: () => import('@profit/design-system/screens/system/NotFoundPage').then((m) => m.NotFoundPage),
  RefundPolicyPage: () =>
    import('@profit/design-system/screens/pages/RefundPolicyPage').then((m) => m.RefundPolicyPage),
  DeliveryPolicyPage: () =>
    import('@profit/design-system/screens/pages/DeliveryPolicyPage').then((m) => m.DeliveryPolicyPage),
  GrievancePage: () => import('@profit/design-system/screens/pages/GrievancePage').then((m) => m.GrievancePage),
};

/** The gate of protected pages, loaded with the first of them. */
export const loadRequireAuth = () =>
  import('@profit/design-system/screens/account/RequireAuth').then((m) => m.RequireAuth);
