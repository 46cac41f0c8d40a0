import styled from 'styled-components';
import { TESTIMONIALS, TESTIMONIALS_SECTION, type Testimonial } from '../../../content/home';
import { Container, Marquee, QuoteCard } from '../../../primitives';
import { Band, SectionIntro } from '../SectionIntro';

/** The spec's loop: the strip scrolls its whole length in 40 s. */
export const TESTIMONIALS_LOOP_SECONDS = 40;

export interface TestimonialsProps {
  /** `h1` when the section is the page (`/testimonials`), `h2` on the home page. */
  headingLevel?: 'h1' | 'h2';
}

/** A testimonial in the strip: the design system's quote card at the strip's card width. */
const Card = styled(QuoteCard)`
  width: min(80vw, 22rem);
`;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card
      quote={testimonial.content}
      name={testimonial.name}
      designation={testimonial.role}
      rating={testimonial.rating}
    />
  );
}

/**
 * The testimonials (`id="testimonials"`): four cards (name, role, words, avatar, stars) in the
 * design system's marquee: a 40 s loop that pauses on hover and focus, stands still under reduced
 * motion, and hides its loop copy from screen readers.
 */
export function Testimonials({ headingLevel = 'h2' }: TestimonialsProps) {
  return (
    <Band $surface="light" id="testimonials" aria-labelledby="testimonials-title">
      <Container>
        <SectionIntro
          id="testimonials-title"
          align="center"
          level={headingLevel === 'h1' ? 1 : 2}
          eyebrow={TESTIMONIALS_SECTION.eyebrow}
          title={TESTIMONIALS_SECTION.headline}
          lead={TESTIMONIALS_SECTION.lead}
        />
      </Container>
      <Marquee label="Testimonials" seconds={TESTIMONIALS_LOOP_SECONDS}>
        {TESTIMONIALS.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </Marquee>
    </Band>
  );
}
