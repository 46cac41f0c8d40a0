import { useState } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { theme, tokenCatalog, typeRamp, type TokenEntry, type TokenSection, type TypeStepName } from '../../tokens';
import { TokenPreview } from './TokenPreview';

const Page = styled.div`
  display: grid;
  gap: ${theme.space[10]};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.body};
`;

const Section = styled.section`
  display: grid;
  gap: ${theme.space[3]};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes['2xl']};
  letter-spacing: ${theme.letterSpacings.tight};
`;

const SectionLead = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Rows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
`;

/** A phone stacks the row (picture and name, then value and contrast); a wide screen lines it up. */
const Row = styled.li`
  display: grid;
  grid-template-columns: ${theme.space[12]} minmax(0, 1fr) auto;
  grid-template-areas:
    'preview name copy'
    'preview value copy'
    'contrast contrast contrast';
  column-gap: ${theme.space[3]};
  row-gap: ${theme.space[1]};
  align-items: center;
  padding: ${theme.space[3]} 0;
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};

  ${theme.media.lg} {
    grid-template-columns: ${theme.space[20]} minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 2fr) auto;
    grid-template-areas: 'preview name value contrast copy';
  }
`;

/** A step of the type ramp: its specimen above is the picture, so the rows are name, value, copy. */
const CompactRow = styled(Row)`
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'name copy'
    'value copy';
  padding: ${theme.space[2]} 0;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) auto;
    grid-template-areas: 'name value copy';
  }
`;

const PreviewCell = styled.div`
  grid-area: preview;
  min-width: 0;
`;

const NameCell = styled.div`
  grid-area: name;
  display: grid;
  min-width: 0;
`;

const TokenPath = styled.code`
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Variable = styled.code`
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const ValueCell = styled.code`
  grid-area: value;
  min-width: 0;
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

const ContrastCell = styled.ul`
  grid-area: contrast;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li<{ $fails: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: ${theme.space.half} ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  border: ${theme.borderWidths.thin} solid
    ${({ theme, $fails }) => ($fails ? theme.colors.danger.soft : theme.colors.borderSubtle)};
  background: ${({ theme, $fails }) => ($fails ? theme.colors.danger.soft : theme.colors.surface)};
  color: ${({ theme, $fails }) => ($fails ? theme.colors.danger.text : theme.colors.text)};
  font-size: ${theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

/** The colour on the other side of the pair. */
const Dot = styled.span<{ $color: string }>`
  width: ${theme.space[3]};
  height: ${theme.space[3]};
  flex: none;
  border-radius: ${theme.radii.round};
  background: ${({ $color }) => $color};
  box-shadow: inset 0 0 0 ${theme.borderWidths.thin} ${theme.colors.border};
`;

const CopyButton = styled.button`
  grid-area: copy;
  min-height: ${theme.sizes.control.sm};
  padding: 0 ${theme.space[3]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderInput};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;
  transition: background ${theme.durations.fast}ms ${theme.easings.standard};

  &:hover {
    background: ${theme.colors.brandSoft};
  }
`;

const Specimen = styled.p`
  margin: ${theme.space[6]} 0 ${theme.space[3]};
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
`;

const Status = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Nowrap = styled.code`
  font-family: ${theme.fonts.mono};
  white-space: nowrap;
`;

const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

/** What the copy button puts on the clipboard: the variable as CSS reads it. */
const reference = (entry: TokenEntry) => `var(${entry.variable})`;

function TokenRow({
  section,
  entry,
  copied,
  onCopy,
}: {
  section: TokenSection;
  entry: TokenEntry;
  copied: boolean;
  onCopy: (entry: TokenEntry) => void;
}) {
  const label = copied ? 'Copied' : 'Copy';
  const compact = section.kind === 'typeStep';
  const RowFrame = compact ? CompactRow : Row;
  return (
    <RowFrame>
      {!compact && (
        <PreviewCell>
          <TokenPreview kind={section.kind} entry={entry} />
        </PreviewCell>
      )}
      <NameCell>
        <TokenPath>{entry.path}</TokenPath>
        <Variable>{entry.variable}</Variable>
      </NameCell>
      <ValueCell>{entry.value}</ValueCell>
      {entry.contrast && (
        <ContrastCell aria-label={`Contrast of ${entry.path}`}>
          {entry.contrast.map((check) => (
            <Chip key={check.against} $fails={check.passes === 'fails'}>
              <Dot $color={check.againstValue} aria-hidden="true" />
              {ratioText(check.ratio)} with {check.against}
              {check.passes === 'fails' ? ' (under 3:1)' : ` (${check.passes})`}
            </Chip>
          ))}
        </ContrastCell>
      )}
      {/* The name starts with the visible word (WCAG 2.5.3) and names the variable it copies. */}
      <CopyButton type="button" aria-label={`${label} ${reference(entry)}`} onClick={() => onCopy(entry)}>
        {label}
      </CopyButton>
    </RowFrame>
  );
}

/** The type ramp: a specimen per step, set in that step, above the step's tokens. */
function TypeRampRows({ section, rowProps }: { section: TokenSection; rowProps: RowProps }) {
  const steps = Object.keys(typeRamp) as TypeStepName[];
  return steps.map((step) => {
    const style = typeRamp[step];
    const entries = section.entries.filter((entry) => entry.path.startsWith(`typeRamp.${step}.`));
    return (
      <div key={step}>
        <Specimen
          style={{
            fontFamily: theme.fonts[style.font],
            fontSize: style.fontSize,
            lineHeight: style.lineHeight,
            letterSpacing: style.letterSpacing,
            fontWeight: style.fontWeight,
            textTransform: 'textTransform' in style ? style.textTransform : undefined,
          }}
        >
          {step}: Earn your first ₹1 lakh
        </Specimen>
        <Rows>
          {entries.map((entry) => (
            <TokenRow key={entry.path} section={section} entry={entry} {...rowProps(entry)} />
          ))}
        </Rows>
      </div>
    );
  });
}

type RowProps = (entry: TokenEntry) => { copied: boolean; onCopy: (entry: TokenEntry) => void };

/**
 * The Tokens page: every group of the token modules, every token with its CSS variable, value, a
 * copy button and, for colours, the contrast with the surfaces it is used with. Drawn from
 * `tokenCatalog()`, so a token added to a module shows here without touching this page.
 */
export function TokenCatalog({ only }: { only?: readonly string[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const sections = tokenCatalog().filter((section) => !only || only.includes(section.exportName));
  const copy = async (entry: TokenEntry) => {
    try {
      await navigator.clipboard.writeText(reference(entry));
      setCopied(entry.variable);
    } catch {
      setCopied(null);
    }
  };
  const rowProps: RowProps = (entry) => ({ copied: copied === entry.variable, onCopy: (e) => void copy(e) });

  return (
    <ThemeProvider theme={theme}>
      <Page>
        <Status role="status">{copied ? `Copied var(${copied})` : ''}</Status>
        {sections.map((section) => (
          <Section key={section.exportName} aria-labelledby={`tokens-${section.exportName}`}>
            <SectionTitle id={`tokens-${section.exportName}`}>{section.title}</SectionTitle>
            <SectionLead>
              {section.description} <Nowrap>theme.{section.exportName}</Nowrap>,{' '}
              <Nowrap>{section.variablePrefix}-*</Nowrap>
            </SectionLead>
            {section.kind === 'typeStep' ? (
              <TypeRampRows section={section} rowProps={rowProps} />
            ) : (
              <Rows>
                {section.entries.map((entry) => (
                  <TokenRow key={entry.path} section={section} entry={entry} {...rowProps(entry)} />
                ))}
              </Rows>
            )}
          </Section>
        ))}
      </Page>
    </ThemeProvider>
  );
}
