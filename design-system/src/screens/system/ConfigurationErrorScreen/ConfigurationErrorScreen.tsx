import styled from 'styled-components';
import { WarningIcon } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { InkContainer, InkPage, inkPanel, Lead, Muted, PageTitle } from '../../shop/surfaces';
import { theme } from '../../../tokens';

export interface ConfigurationErrorScreenProps {
  /** The environment variable that is missing (the spec's case: the Google client id). */
  variable?: string;
  /** A message of its own, naming what is missing, instead of the variable's sentence. */
  message?: string;
}

export const CONFIGURATION_ERROR_TITLE = 'Configuration Error';
export const GOOGLE_CLIENT_ID_VARIABLE = 'GOOGLE_CLIENT_ID';

/** The spec's sentence: the environment file must contain the variable. */
export const configurationErrorMessage = (variable: string) =>
  `The environment file must contain ${variable}. Add it to the shop's configuration and restart the server.`;

const Panel = styled.div`
  ${inkPanel}
  display: grid;
  gap: ${theme.space[4]};
  max-width: ${theme.sizes.dialog};
  margin: ${`${theme.space[20]} auto 0`};
  padding: ${theme.space[8]};
  border-top: ${theme.borderWidths.accent} solid ${theme.colors.warning.soft};

  > svg {
    width: ${theme.sizes.icon.xl};
    height: ${theme.sizes.icon.xl};
    color: ${theme.colors.warning.soft};
  }
`;

const Variable = styled.code`
  justify-self: start;
  padding: ${`${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceInkDeep};
  font-family: ${theme.fonts.mono};
  color: ${theme.colors.accentOnInk};
`;

/** Shown instead of the shop when its configuration lacks something it cannot run without. */
export function ConfigurationErrorScreen({
  variable = GOOGLE_CLIENT_ID_VARIABLE,
  message,
}: ConfigurationErrorScreenProps) {
  return (
    <InkPage>
      <PageMeta title={CONFIGURATION_ERROR_TITLE} description="The shop is missing part of its configuration." />
      <InkContainer>
        <Panel role="alert" aria-labelledby="configuration-error-title">
          <WarningIcon />
          <PageTitle id="configuration-error-title" tabIndex={-1}>
            {CONFIGURATION_ERROR_TITLE}
          </PageTitle>
          <Lead>{message ?? configurationErrorMessage(variable)}</Lead>
          {!message && <Variable>{variable}</Variable>}
          <Muted>Shoppers see this page only while the shop is misconfigured; nothing has been charged.</Muted>
        </Panel>
      </InkContainer>
    </InkPage>
  );
}
