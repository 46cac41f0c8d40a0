import styled from 'styled-components';
import { UPDATES } from '../../../content/marketing';
import { Badge, Container, Heading, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, formatDate } from '../shared';
import { theme } from '../../../tokens';

const Timeline = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[8]};
  margin: 0;
  padding: 0 0 0 ${theme.space[6]};
  list-style: none;
  border-left: ${theme.borderWidths.thick} solid ${theme.colors.borderSubtle};

  & li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
  }
`;

const tagTone = { New: 'brand', Improved: 'info', Fixed: 'neutral' } as const;

/** `/updates`: what changed in the kits and the shop, newest first. */
export function UpdatesPage() {
  return (
    <>
      <PageMeta
        title="Updates"
        description="What changed in Profit's kits and store: new templates, GST rate changes, fixes and improvements."
        path="/updates"
      />
      <PageHeader
        eyebrow="Updates"
        title="What’s new at Profit"
        lead="Every change to the kits and the store. Updates to kits you own are free: download them again from your profile."
      />
      <PageBody>
        <Container size="narrow">
          <Timeline>
            {UPDATES.map((update) => (
              <li key={update.id}>
                <Text size="small" tone="muted">
                  <time dateTime={update.date}>{formatDate(update.date)}</time>
                </Text>
                <Heading level={2} size="h5">
                  {update.title}
                </Heading>
                <div>
                  <Badge tone={tagTone[update.tag]}>{update.tag}</Badge>
                </div>
                <Text measure>{update.body}</Text>
              </li>
            ))}
          </Timeline>
        </Container>
      </PageBody>
    </>
  );
}
