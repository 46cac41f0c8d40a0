import { PageMeta } from '../../../seo';
import { Testimonials } from '../Testimonials';

/** `/testimonials`: the home page's testimonials section as a page of its own. */
export function TestimonialsPage() {
  return (
    <>
      <PageMeta
        title="Testimonials"
        description="What students, freelancers and first-time founders across India say about Profit's premium tools."
        path="/testimonials"
      />
      <Testimonials headingLevel="h1" />
    </>
  );
}
