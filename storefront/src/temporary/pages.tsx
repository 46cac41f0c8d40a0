import { temporaryPage } from './TemporaryPage';

/** Temporary stand-ins for the screens of the shopping and static-pages branches. */
export const ProductPage = temporaryPage('Product');
export const ProfilePage = temporaryPage('Your Profile');
export const AboutPage = temporaryPage('About');
export const CareersPage = temporaryPage('Careers');
export const ContactPage = temporaryPage('Contact Us');
export const BlogPage = temporaryPage('Blog');
export const PressPage = temporaryPage('Press');
export const SuccessStoriesPage = temporaryPage('Success Stories');
export const FeaturesPage = temporaryPage('Features');
export const PricingPage = temporaryPage('Pricing');
export const CaseStudiesPage = temporaryPage('Case Studies');
export const ReviewsPage = temporaryPage('Reviews');
export const UpdatesPage = temporaryPage('Updates');
export const HelpCenterPage = temporaryPage('Help Center');
export const StatusPage = temporaryPage('Status');
export const ReportBugPage = temporaryPage('Report a Bug');
export const ChatSupportPage = temporaryPage('Chat Support');
export const DocumentationPage = temporaryPage('Documentation');
export const DocArticlePage = temporaryPage('Documentation article');
export const TermsPage = temporaryPage('Terms of Service');
export const PrivacyPage = temporaryPage('Privacy Policy');
export const CookiesPage = temporaryPage('Cookie Policy');
export const ServicesPage = temporaryPage('Services');
