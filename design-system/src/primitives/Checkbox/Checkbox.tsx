import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, useFieldIds } from '../Field';
import { theme } from '../../tokens';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** What ticking it means, said as a statement ('E-mail me when new tools launch'); clicking it toggles the box. */
  label: ReactNode;
  /** A line under the label. */
  description?: ReactNode;
  /** What to fix (e.g. terms not accepted): marks it invalid and is read with it. */
  error?: ReactNode;
  /** Ticked at first (uncontrolled); use `checked` with `onChange` to control it. */
  defaultChecked?: boolean;
  /** Unavailable: greyed and skipped by Tab. */
  disabled?: boolean;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${theme.space[3]};
  row-gap: ${theme.space[1]};
  align-items: start;

  & > p {
    grid-column: 2;
  }
`;

/** A native checkbox drawn to the theme: `accent-color` keeps the platform's own states and keyboard. */
export const CheckInput = styled.input<{ $invalid?: boolean }>`
  width: ${theme.sizes.icon.md};
  height: ${theme.sizes.icon.md};
  margin: ${theme.space.half} 0 0;
  accent-color: ${theme.colors.brandStrong};
  cursor: pointer;
  ${({ theme, $invalid }) => ($invalid ? `outline: ${theme.borderWidths.thick} solid ${theme.colors.danger.strong};` : '')}

  &:disabled {
    cursor: not-allowed;
  }
  &:disabled + label {
    color: ${theme.colors.disabled.text};
    cursor: not-allowed;
  }
`;

const Label = styled.label`
  font-size: ${theme.fontSizes.md};
  cursor: pointer;
`;

/** A labelled checkbox with an optional description and error, both read with it. */
export function Checkbox({ label, description, error, id, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, description, error);
  return (
    <Row>
      <CheckInput
        type="checkbox"
        id={ids.id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <Label htmlFor={ids.id}>{label}</Label>
      {description && <FieldHint id={ids.hintId}>{description}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </Row>
  );
}
