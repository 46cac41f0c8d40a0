import type { FormEventHandler, ReactNode } from 'react';
import styled from 'styled-components';
import { Banner, Button, Heading, Stack } from '../../../primitives';
import { Tile } from './PageHeader';
import { theme } from '../../../tokens';

/** A form beside its side notes: one column on a phone, two thirds and one third from `lg`. */
export const FormLayout = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[8]};

  ${theme.media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

export interface FormTileProps {
  /** The heading's id, which names the section and the form. */
  titleId: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last send failed (the text stays typed), shown above the fields. */
  failure: string | null;
  failureTitle: string;
  /** Shown above the fields once sent (a reference, a confirmation). */
  sent?: ReactNode;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}

/**
 * The page forms' tile (contact, grievance): the heading, what went wrong or what was sent, the
 * fields and the send button, busy while the request runs.
 */
export function FormTile({
  titleId,
  title,
  onSubmit,
  failure,
  failureTitle,
  sent,
  submitLabel,
  busy,
  children,
}: FormTileProps) {
  return (
    <Tile as="section" aria-labelledby={titleId}>
      <Heading level={2} size="h4" id={titleId}>
        {title}
      </Heading>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <Stack gap={4}>
          {sent}
          {failure && (
            <Banner tone="danger" title={failureTitle}>
              {failure}
            </Banner>
          )}
          {children}
          <div>
            <Button type="submit" loading={busy} loadingText="Sending...">
              {submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </Tile>
  );
}
