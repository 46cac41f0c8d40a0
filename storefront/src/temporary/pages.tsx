import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGoogleSignIn } from '@profit/design-system/flows';
import { useServices } from '@profit/design-system/services';
import { selectIsSignedIn, useAppSelector } from '@profit/design-system/state';
import { TemporaryPage, temporaryPage } from './TemporaryPage';

/** Temporary stand-ins for the screens of the front, shopping and static-pages branches. */
export function SignInPage() {
  // A visitor already signed in goes home; one who signs in here is sent on by the sign-in flow.
  const [signedInOnArrival] = useState(useAppSelector(selectIsSignedIn));
  const from = (useLocation().state as { from?: string } | null)?.from;
  const { onCredential, onError } = useGoogleSignIn({ redirectTo: from ?? '/products' });
  const { GoogleSignInButton } = useServices();
  if (signedInOnArrival) return <Navigate to="/" replace />;
  return (
    <TemporaryPage title="Welcome Back">
      <GoogleSignInButton onCredential={(credential) => void onCredential(credential)} onError={onError} />
    </TemporaryPage>
  );
}

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
