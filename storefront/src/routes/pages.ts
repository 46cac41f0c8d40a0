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
  ProductPage: () => import('../temporary/pages').then((m) => m.ProductPage),
  ProfilePage: () => import('../temporary/pages').then((m) => m.ProfilePage),
  TestimonialsPage: () => import('@profit/design-system/screens/home/TestimonialsPage').then((m) => m.TestimonialsPage),
  AboutPage: () => import('../temporary/pages').then((m) => m.AboutPage),
  CareersPage: () => import('../temporary/pages').then((m) => m.CareersPage),
  ContactPage: () => import('../temporary/pages').then((m) => m.ContactPage),
  BlogPage: () => import('../temporary/pages').then((m) => m.BlogPage),
  PressPage: () => import('../temporary/pages').then((m) => m.PressPage),
  SuccessStoriesPage: () => import('../temporary/pages').then((m) => m.SuccessStoriesPage),
  FeaturesPage: () => import('../temporary/pages').then((m) => m.FeaturesPage),
  PricingPage: () => import('../temporary/pages').then((m) => m.PricingPage),
  CaseStudiesPage: () => import('../temporary/pages').then((m) => m.CaseStudiesPage),
  ReviewsPage: () => import('../temporary/pages').then((m) => m.ReviewsPage),
  UpdatesPage: () => import('../temporary/pages').then((m) => m.UpdatesPage),
  HelpCenterPage: () => import('../temporary/pages').then((m) => m.HelpCenterPage),
  StatusPage: () => import('../temporary/pages').then((m) => m.StatusPage),
  ReportBugPage: () => import('../temporary/pages').then((m) => m.ReportBugPage),
  ChatSupportPage: () => import('../temporary/pages').then((m) => m.ChatSupportPage),
  DocumentationPage: () => import('../temporary/pages').then((m) => m.DocumentationPage),
  DocArticlePage: () => import('../temporary/pages').then((m) => m.DocArticlePage),
  TermsPage: () => import('../temporary/pages').then((m) => m.TermsPage),
  PrivacyPage: () => import('../temporary/pages').then((m) => m.PrivacyPage),
  CookiesPage: () => import('../temporary/pages').then((m) => m.CookiesPage),
  ServicesPage: () => import('../temporary/pages').then((m) => m.ServicesPage),
  NotFoundPage: () => import('@profit/design-system/screens/system/NotFoundPage').then((m) => m.NotFoundPage),
};

/** The gate of protected pages, loaded with the first of them. */
export const loadRequireAuth = () =>
  import('@profit/design-system/screens/account/RequireAuth').then((m) => m.RequireAuth);
