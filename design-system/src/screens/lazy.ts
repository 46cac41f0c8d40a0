import type { ComponentType } from 'react';

/**
 * The screens the storefront loads on demand, each behind its own `import()`: a bundler makes every
 * one its own chunk, so a route downloads its page and nothing of the others. The storefront reaches
 * them only through this module (`@profit/design-system/screens/lazy`); the `screens` entry point
 * serves the screens it imports up front (the home page, the layout, the notices).
 */
export const PAGE_SCREENS = {
  SignInPage: () => import('./signin/SignInPage').then((m) => m.SignInPage),
  CartPage: () => import('./shop/CartPage').then((m) => m.CartPage),
  ProductsPage: () => import('./shop/ProductsPage').then((m) => m.ProductsPage),
  ProductPage: () => import('./shop/ProductPage').then((m) => m.ProductPage),
  ProfilePage: () => import('./account/ProfilePage').then((m) => m.ProfilePage),
  TestimonialsPage: () => import('./home/TestimonialsPage').then((m) => m.TestimonialsPage),
  AboutPage: () => import('./pages/AboutPage').then((m) => m.AboutPage),
  CareersPage: () => import('./pages/CareersPage').then((m) => m.CareersPage),
  ContactPage: () => import('./pages/ContactPage').then((m) => m.ContactPage),
  BlogPage: () => import('./pages/BlogPage').then((m) => m.BlogPage),
  PressPage: () => import('./pages/PressPage').then((m) => m.PressPage),
  SuccessStoriesPage: () => import('./pages/SuccessStoriesPage').then((m) => m.SuccessStoriesPage),
  FeaturesPage: () => import('./pages/FeaturesPage').then((m) => m.FeaturesPage),
  PricingPage: () => import('./pages/PricingPage').then((m) => m.PricingPage),
  CaseStudiesPage: () => import('./pages/CaseStudiesPage').then((m) => m.CaseStudiesPage),
  ReviewsPage: () => import('./pages/ReviewsPage').then((m) => m.ReviewsPage),
  UpdatesPage: () => import('./pages/UpdatesPage').then((m) => m.UpdatesPage),
  HelpCenterPage: () => import('./pages/HelpCenterPage').then((m) => m.HelpCenterPage),
  StatusPage: () => import('./pages/StatusPage').then((m) => m.StatusPage),
  ReportBugPage: () => import('./pages/ReportBugPage').then((m) => m.ReportBugPage),
  ChatSupportPage: () => import('./pages/ChatSupportPage').then((m) => m.ChatSupportPage),
  DocumentationPage: () => import('./pages/DocumentationPage').then((m) => m.DocumentationPage),
  DocArticlePage: () => import('./pages/DocArticlePage').then((m) => m.DocArticlePage),
  TermsPage: () => import('./pages/TermsPage').then((m) => m.TermsPage),
  PrivacyPage: () => import('./pages/PrivacyPage').then((m) => m.PrivacyPage),
  CookiesPage: () => import('./pages/CookiesPage').then((m) => m.CookiesPage),
  ServicesPage: () => import('./pages/ServicesPage').then((m) => m.ServicesPage),
  NewsletterConfirmPage: () => import('./pages/NewsletterLinkPage').then((m) => m.NewsletterConfirmPage),
  NewsletterUnsubscribePage: () => import('./pages/NewsletterLinkPage').then((m) => m.NewsletterUnsubscribePage),
  NotFoundPage: () => import('./system/NotFoundPage').then((m) => m.NotFoundPage),
  RefundPolicyPage: () => import('./pages/RefundPolicyPage').then((m) => m.RefundPolicyPage),
  DeliveryPolicyPage: () => import('./pages/DeliveryPolicyPage').then((m) => m.DeliveryPolicyPage),
  GrievancePage: () => import('./pages/GrievancePage').then((m) => m.GrievancePage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type PageScreenName = keyof typeof PAGE_SCREENS;

/** The gate of protected pages, loaded with the first of them. */
export const loadRequireAuth = () => import('./account/RequireAuth').then((m) => m.RequireAuth);

/** The merchant console: its own chunks, loaded only at /admin (never part of a shopper's pages). */
export const loadAdminConsole = () => import('./admin/AdminConsole').then((m) => m.AdminConsole);

/** Shown only when the shop cannot run as configured. */
export const loadConfigurationErrorScreen = () =>
  import('./system/ConfigurationErrorScreen').then((m) => m.ConfigurationErrorScreen);

/** The sign-in card's stand-in while the server cannot be reached. */
export const loadSignInUnavailable = () => import('./signin/SignInUnavailable').then((m) => m.SignInUnavailable);

/** The simulated checkout dialog (the shopper pays, declines or closes it), loaded when they pay. */
export const loadSimulatedCheckoutDialog = () =>
  import('./shop/SimulatedCheckoutDialog').then((m) => m.simulatedCheckoutDialog);
