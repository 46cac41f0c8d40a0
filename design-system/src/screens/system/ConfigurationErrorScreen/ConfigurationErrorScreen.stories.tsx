import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { ConfigurationErrorScreen } from './ConfigurationErrorScreen';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'System/ConfigurationErrorScreen',
  component: ConfigurationErrorScreen,
  argTypes: { variable: { control: 'text' }, message: { control: 'text' } },
  parameters: {
    ...screenDocs({
      purpose:
        'Shown instead of the whole shop when its build configuration lacks something it cannot run without (the Google client id, the API address): it names what is missing so the person deploying can fix it.',
      where: "Instead of the app, from the storefront's start-up, when the configuration check fails.",
      calls: [],
      accessibility: [
        'The panel is `role="alert"` named by its `<h1>`, so it is read at once.',
        'It is static: no controls that could fail.',
      ],
    }),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof ConfigurationErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try `variable` or `message` from the Controls panel. */
export const Playground: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'its default args are the picture of Missing Google Client Id' },
  },
  play: async ({ canvas, args }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'Configuration Error' })).toBeVisible();
    expect(canvas.getByRole('alert')).toHaveTextContent(args.message ?? args.variable ?? 'GOOGLE_CLIENT_ID');
  },
};

/** The spec's case: the Google client id is missing, and the screen names it. */
export const MissingGoogleClientId: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'Configuration Error' })).toBeVisible();
    expect(canvas.getByRole('alert')).toHaveTextContent('The environment file must contain GOOGLE_CLIENT_ID.');
  },
};

/** `MissingGoogleClientId` at phone width (375 px). */
export const MissingGoogleClientIdMobile: Story = { ...MissingGoogleClientId, globals: atViewport('mobile375') };

/** Another missing variable is named the same way. */
export const OtherVariable: Story = {
  args: { variable: 'RAZORPAY_KEY_ID' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('alert')).toHaveTextContent('The environment file must contain RAZORPAY_KEY_ID.');
  },
};

/** A message of its own replaces the sentence. */
export const CustomMessage: Story = {
  args: { message: 'VITE_API_URL is not a valid address: it must start with http:// or https://.' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('alert')).toHaveTextContent('VITE_API_URL is not a valid address');
  },
};
