import type { Tone } from '../../tokens';
import { CheckIcon, InfoIcon, WarningIcon } from './Icon';

const TONE_ICONS = { success: CheckIcon, danger: WarningIcon, warning: WarningIcon, info: InfoIcon } as const;

/** The icon that goes with a message's tone (Banner, Notification). */
export function ToneIcon({ tone }: { tone: Tone }) {
  const Glyph = TONE_ICONS[tone];
  return <Glyph />;
}
