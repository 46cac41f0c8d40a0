import styled from 'styled-components';
import { TESTIMONIALS, TESTIMONIALS_SECTION, type Testimonial } from '../../../content/home';
import { Avatar, Container, Marquee, StarRating } from '../../../primitives';
import { Band, SectionIntro } from '../SectionIntro';

/** The spec's loop: the strip scrolls its whole length in 40 s. */
export const TESTIMONIALS_LOOP_SECONDS = 40;

export interface TestimonialsProps {
  /** `h1` when the section is the page (`/testimonials`), `h2` on the home page. */
  headingLevel?: 'h1' | 'h2';
}

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: min(80vw, 22rem);
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  margin: 0;
  height: 100%;

  blockquote {
    margin: 0;
    flex: 1;
    color: ${({ theme }) => theme.colors.text};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  div > p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  div > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card>
      <StarRating value={testimonial.rating} />
      <blockquote>“{testimonial.content}”</blockquote>
      <Person as="figcaption">
        <Avatar name={testimonial.name} size="lg" decorative />
        <div>
          <p>{testimonial.name}</p>
          <span>{testimonial.role}</span>
        </div>
      </Person>
    </Card>
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
