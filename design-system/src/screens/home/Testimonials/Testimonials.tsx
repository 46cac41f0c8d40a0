import { useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { TESTIMONIALS, TESTIMONIALS_SECTION, type Testimonial } from '../../../content/home';
import { Avatar, Container, StarRating } from '../../../primitives';
import { Band, SectionIntro } from '../SectionIntro';

/** The spec's loop: the strip scrolls its whole length in 40 s. */
export const TESTIMONIALS_LOOP_SECONDS = 40;

export interface TestimonialsProps {
  /** `h1` when the section is the page (`/testimonials`), `h2` on the home page. */
  headingLevel?: 'h1' | 'h2';
}

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, black 8%, black 92%, transparent);

  ${({ theme }) => theme.media.reducedMotion} {
    overflow-x: auto;
    mask-image: none;
  }
`;

const Track = styled.ul<{ $paused: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[6]};
  width: max-content;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  list-style: none;
  animation: ${scroll} ${TESTIMONIALS_LOOP_SECONDS}s linear infinite;

  ${({ $paused }) =>
    $paused &&
    css`
      animation-play-state: paused;
    `}

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: min(80vw, 22rem);
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

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

  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

function TestimonialCard({ testimonial, duplicate }: { testimonial: Testimonial; duplicate: boolean }) {
  return (
    <Card aria-hidden={duplicate || undefined} inert={duplicate || undefined} data-duplicate={duplicate || undefined}>
      <StarRating value={testimonial.rating} />
      <blockquote>“{testimonial.content}”</blockquote>
      <Person>
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
 * The testimonials (`id="testimonials"`): four cards in a strip that loops every 40 s, pausing
 * while the pointer is over it or focus is in it, still under reduced motion (then it scrolls by
 * hand). The loop's second copy is hidden from screen readers and keyboard.
 */
export function Testimonials({ headingLevel = 'h2' }: TestimonialsProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
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
      <Viewport
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <Track $paused={paused} data-paused={paused} aria-label="Testimonials" data-testid="testimonials-track">
          {[false, true].flatMap((duplicate) =>
            TESTIMONIALS.map((testimonial) => (
              <TestimonialCard
                key={`${testimonial.id}${duplicate ? '-copy' : ''}`}
                testimonial={testimonial}
                duplicate={duplicate}
              />
            )),
          )}
        </Track>
      </Viewport>
    </Band>
  );
}
