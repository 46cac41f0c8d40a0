import { useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { theme } from '../../tokens';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The person's name: the image's alternative text, and the initials when there is no image. */
  name: string;
  /** A picture of the person; the initials show when there is none or it fails to load. */
  src?: string | null;
  /** `sm` in lists, `md` by default, `lg` and `xl` on a profile. */
  size?: AvatarSize;
  /** Hidden from assistive technology when the name is already written next to it. */
  decorative?: boolean;
}

/** Up to two initials: "Priya Sharma" → "PS", "ananya" → "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}

/** A stable tint per name, from the brand's soft palette, so a list of people is easy to scan. */
const tints = ['green', 'ink', 'amber', 'blue'] as const;
function tintOf(name: string): (typeof tints)[number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tints[hash % tints.length]!;
}

const Circle = styled.span<{ $size: AvatarSize; $tint: (typeof tints)[number] }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  overflow: hidden;
  width: ${({ theme, $size }) => theme.sizes.avatar[$size]};
  height: ${({ theme, $size }) => theme.sizes.avatar[$size]};
  border-radius: ${theme.radii.round};
  font-family: ${theme.fonts.heading};
  font-weight: ${theme.fontWeights.semibold};
  font-size: ${({ theme, $size }) =>
    ({ sm: theme.fontSizes.xs, md: theme.fontSizes.sm, lg: theme.fontSizes.lg, xl: theme.fontSizes['2xl'] })[$size]};
  background: ${({ theme, $tint }) =>
    ({
      green: theme.colors.success.soft,
      ink: theme.colors.borderSubtle,
      amber: theme.colors.warning.soft,
      blue: theme.colors.info.soft,
    })[$tint]};
  color: ${({ theme, $tint }) =>
    ({
      green: theme.colors.success.text,
      ink: theme.colors.text,
      amber: theme.colors.warning.text,
      blue: theme.colors.info.text,
    })[$tint]};
  box-shadow: 0 0 0 ${theme.borderWidths.thick} ${theme.colors.surface};
`;

const Image = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** A person's picture, or their initials on a tint when there is none (or it fails to load). */
export function Avatar({ name, src, size = 'md', decorative = false, ...rest }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  return (
    <Circle
      $size={size}
      $tint={tintOf(name)}
      role={decorative || showImage ? undefined : 'img'}
      aria-label={decorative || showImage ? undefined : name}
      aria-hidden={decorative || undefined}
      {...rest}
    >
      {showImage ? (
        <Image src={src!} alt={decorative ? '' : name} loading="eager" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </Circle>
  );
}
