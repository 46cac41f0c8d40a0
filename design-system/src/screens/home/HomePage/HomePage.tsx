import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../../seo';
import { Hero } from '../Hero';
import { PricingSection } from '../PricingSection';
import { StoreSection } from '../StoreSection';
import { Testimonials } from '../Testimonials';
import { ToolsSection } from '../ToolsSection';

/** Scrolls to the section a link named (`/#store`) once the page is there. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

/** The home page: hero with statistics, tools, the store, pricing and testimonials. */
export function HomePage() {
  useScrollToHash();
  return (
    <>
      <PageMeta
        title="Profit"
        description="Premium digital tools for young Indian entrepreneurs: playbooks, dashboards and automations at Rs 499 each, paid once. Achieve financial freedom with our premium tools."
        path="/"
      />
      <Hero />
      <ToolsSection />
      <StoreSection />
      <PricingSection />
      <Testimonials />
    </>
  );
}
