import { useId, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/*
 * Field controls the support forms need beyond TextField: a multi-line text, a select, a checkbox
 * and an image picker, each labelled, with its hint and error tied to it. They follow TextField's
 * look; ds-v2's Textarea, Select, Checkbox and FileInput replace them when they land.
 */

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger.text};
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: ${({ theme }) => theme.borderWidths.thick} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.strong : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${control}
  min-height: ${({ theme }) => theme.sizes.control.md};
`;

/** Ids of a field's hint and error, joined for `aria-describedby`. */
function useDescribed(id: string | undefined, hint?: ReactNode, error?: string | null) {
  const own = useId();
  const fieldId = id ?? `field-${own}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return { fieldId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

export function TextareaField({ label, hint, error, id, ...rest }: FieldProps & ComponentProps<'textarea'>) {
  const { fieldId, hintId, errorId, describedBy } = useDescribed(id, hint, error);
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <StyledTextarea
        id={fieldId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  error,
  id,
  options,
  ...rest
}: FieldProps & ComponentProps<'select'> & { options: readonly { value: string; label: string }[] }) {
  const { fieldId, hintId, errorId, describedBy } = useDescribed(id, hint, error);
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <StyledSelect
        id={fieldId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

const CheckRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;

  & input {
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
    accent-color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

export function CheckboxField({ label, id, ...rest }: { label: string } & Omit<ComponentProps<'input'>, 'type'>) {
  const own = useId();
  const fieldId = id ?? `check-${own}`;
  return (
    <CheckRow>
      <input type="checkbox" id={fieldId} {...rest} />
      <Label htmlFor={fieldId}>{label}</Label>
    </CheckRow>
  );
}

const FileBox = styled.div<{ $invalid: boolean }>`
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thick} dashed
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.strong : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  & input {
    max-width: 100%;
    font: inherit;
  }
`;

const FileList = styled.ul`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** `1536000` as `1.5 MB`, `2048` as `2 KB`. */
export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function FileField({
  label,
  hint,
  error,
  id,
  files,
  ...rest
}: FieldProps & Omit<ComponentProps<'input'>, 'type'> & { files: readonly File[] }) {
  const { fieldId, hintId, errorId, describedBy } = useDescribed(id, hint, error);
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <FileBox $invalid={Boolean(error)}>
        <input
          type="file"
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {files.length > 0 && (
          <FileList aria-label="Selected screenshots">
            {files.map((file) => (
              <li key={`${file.name}-${file.size}`}>
                {file.name} ({formatBytes(file.size)})
              </li>
            ))}
          </FileList>
        )}
      </FileBox>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
