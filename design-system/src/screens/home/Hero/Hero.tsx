import styled, { keyframes } from 'styled-components';
import { CATALOGUE } from '@profit/contract';
import { HERO } from '../../../content/home';
import { CheckIcon, Container, Heading, StarIcon } from '../../../primitives';
import { NewsletterForm } from '../../shell/NewsletterForm';
import { Statistics } from '../Statistics';
import { theme } from '../../../tokens';

const Root = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${theme.space[12]} 0 ${theme.space[16]};
  background:
    radial-gradient(60rem 30rem at 85% -10%, ${theme.colors.brand}2e, transparent 60%),
    radial-gradient(40rem 24rem at -10% 110%, ${theme.palette.blue700}26, transparent 60%),
    ${theme.colors.surfaceInverse};
  color: ${theme.colors.textInverse};

  ${theme.media.lg} {
    padding: ${theme.space[20]} 0;
  }

  & :focus-visible {
    outline-color: ${theme.colors.brand};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[12]};
  align-items: center;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[6]};
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  padding: ${theme.space[1]} ${theme.space[3]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceInk};
  color: ${theme.colors.textOnInkMuted};
  font-size: ${theme.fontSizes.sm};

  &::before {
    content: '';
    width: ${theme.space[2]};
    height: ${theme.space[2]};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.brand};
    box-shadow: 0 0 0 ${theme.space[1]} ${theme.colors.brand}40;
  }
`;

const Headline = styled(Heading)`
  max-width: 14ch;

  em {
    font-style: normal;
    background: linear-gradient(90deg, ${theme.colors.brand}, ${theme.palette.green300});
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`;

const Subtitle = styled.p`
  margin: 0;
  max-width: 32rem;
  color: ${theme.colors.textOnInkMuted};
  font-size: ${theme.fontSizes.xl};
  line-height: ${theme.lineHeights.snug};
`;

const Proof = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.textOnInkMuted};
  font-size: ${theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
  }
  svg {
    color: ${theme.colors.brand};
  }
`;

/**
 * The covers rise onto the shelf once, one after another, and rest: no motion that never ends. A
 * float that looped forever made the browser draw the hero 60 times a second for as long as the
 * page was open (~0.3 s of processor time every second at 1280 px in Chromium's software
 * rendering, ~0.12 s at 375 px), competing with the shopper's presses and draining phones
 * (docs/performance.md, "…the home page at rest"). `translate`, not `transform`: each cover keeps its
 * own offset on the shelf.
 */
const rise = keyframes`
  from { translate: 0 ${theme.space[6]}; }
`;

/** The visual: the shipped product covers laid out as a tilted shelf, with the rating. */
const Visual = styled.div`
  position: relative;
  aspect-ratio: 5 / 4;
  perspective: 1600px;

  ${theme.media.lg} {
    aspect-ratio: 4 / 5;
  }
`;

const Shelf = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[4]};
  align-content: center;
  transform: rotateX(18deg) rotateY(-16deg) rotateZ(6deg);
  transform-style: preserve-3d;

  ${theme.media.reducedMotion} {
    & > * {
      animation: none !important;
    }
  }
`;

const Cover = styled.img<{ $index: number }>`
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${theme.radii.lg};
  border: ${theme.borderWidths.thin} solid ${theme.colors.textInverse}26;
  box-shadow: 0 ${theme.space[6]} ${theme.space[12]} ${theme.colors.surfaceInk}cc;
  transform: translateY(${({ $index }) => ($index % 2 === 1 ? '2rem' : '0')});
  animation: ${rise} 900ms ${theme.easings.out} ${({ $index }) => $index * 90}ms both;
`;

const Rating = styled.div`
  position: absolute;
  right: 0;
  top: 6%;
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};

  svg {
    color: ${theme.colors.star};
    fill: currentColor;
  }
`;

const StatsRow = styled.div`
  margin-top: ${theme.space[16]};
  padding-top: ${theme.space[8]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};
`;

const covers = CATALOGUE.slice(0, 6);

/**
 * The hero: the headline (the page's `<h1>`), the spec's subtitle, the e-mail subscription
 * ('Start Earning Now') and a visual built from the shipped product covers; the counting
 * statistics close it. It shows no purchase notice: none was ever caused by a real purchase.
 */
export function Hero() {
  return (
    <Root aria-labelledby="hero-title">
      <Container>
        <Grid>
          <Copy>
            <Eyebrow>{HERO.eyebrow}</Eyebrow>
            <Headline id="hero-title" level={1} size="display" tone="inverse" tabIndex={-1}>
              {HERO.headline} <em>{HERO.headlineAccent}</em>
            </Headline>
            <Subtitle>{HERO.subtitle}</Subtitle>
            <NewsletterForm
              name="Subscribe"
              size="hero"
              label={HERO.emailLabel}
              placeholder={HERO.emailPlaceholder}
              cta={HERO.cta}
            />
            <Proof aria-label="Why Profit">
              {HERO.proof.map((point) => (
                <li key={point}>
                  <CheckIcon size="sm" /> {point}
                </li>
              ))}
            </Proof>
          </Copy>
          <Visual aria-hidden="true" data-testid="hero-visual">
            <Shelf>
              {covers.map((product, index) => (
                <Cover key={product.id} src={product.image} alt="" $index={index} />
              ))}
            </Shelf>
            <Rating>
              <StarIcon size="sm" /> {HERO.rating}
            </Rating>
          </Visual>
        </Grid>
        <StatsRow>
          <Statistics surface="dark" />
        </StatsRow>
      </Container>
    </Root>
  );
}
