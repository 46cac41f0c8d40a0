import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { ConfigurationErrorScreen } from './ConfigurationErrorScreen';

const meta = {
  title: 'System/ConfigurationErrorScreen',
  component: ConfigurationErrorScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfigurationErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's case: the Google client id is missing, and the screen names it. */
export const MissingGoogleClientId: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'Configuration Error' })).toBeVisible();
    expect(canvas.getByRole('alert')).toHaveTextContent('The environment file must contain GOOGLE_CLIENT_ID.');
  },
};

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
