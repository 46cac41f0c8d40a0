import styled from 'styled-components';
import { PRESS } from '../../../content/company';
import { ButtonLink, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, PageSection, PlainList, Tile } from '../shared';
import { theme } from '../../../tokens';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[4]};
  margin: 0;

  ${theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }

  & dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  & dd {
    margin: ${theme.space[1]} 0 0;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

/** `/press`: facts, boilerplate, the press kit's contents and how to reach us. No attributed quotes. */
export function PressPage() {
  return (
    <>
      <PageMeta
        title="Press"
        description="Facts about Profit, a boilerplate, the press kit and how journalists can reach our team."
        path="/press"
      />
      <PageHeader eyebrow="Press" title="Press and media" lead={PRESS.lead} />
      <PageBody>
        <PageSection title="Fast facts" id="facts">
          <Facts>
            {PRESS.facts.map((fact) => (
              <Tile as="div" key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </Tile>
            ))}
          </Facts>
        </PageSection>
        <PageSection title="About Profit (boilerplate)" id="boilerplate">
          <Text measure>{PRESS.boilerplate}</Text>
        </PageSection>
        <PageSection title="In the press kit" id="kit">
          <PlainList as="ul" columns={{ base: 1, md: 3 }} gap={4}>
            {PRESS.assets.map((asset) => (
              <li key={asset}>
                <Tile as="div">
                  <Text>{asset}</Text>
                </Tile>
              </li>
            ))}
          </PlainList>
        </PageSection>
        <PageSection title="Press contact" id="contact" lead={PRESS.contact}>
          <div>
            <ButtonLink to="/contact">Contact our team</ButtonLink>
          </div>
        </PageSection>
      </PageBody>
    </>
  );
}
