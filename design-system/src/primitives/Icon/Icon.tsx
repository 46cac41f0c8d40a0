import type { ReactNode, SVGProps } from 'react';
import styled from 'styled-components';
import type { Theme } from '../../tokens';

export type IconSize = keyof Theme['sizes']['icon'];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** From the theme's icon sizes: `md` (20 px) beside body text by default. */
  size?: IconSize;
  /** An accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

const Svg = styled.svg<{ $size: IconSize }>`
  width: ${({ theme, $size }) => theme.sizes.icon[$size]};
  height: ${({ theme, $size }) => theme.sizes.icon[$size]};
  flex: none;
  display: inline-block;
  vertical-align: middle;
`;

/**
 * The one icon factory: the outline set (24 px grid, stroked in `currentColor`) and the brand marks
 * (`outline: false`: filled, in their own colours or `currentColor`, on their own view box). Marked
 * free of side effects, so a bundle keeps only the icons its screens use.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createIcon(
  name: string,
  content: ReactNode,
  { viewBox = '0 0 24 24', outline = true }: { viewBox?: string; outline?: boolean } = {},
) {
  const stroke = outline
    ? { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' }
    : {};
  function IconComponent({ size = 'md', title, ...rest }: IconProps) {
    return (
      <Svg
        $size={size}
        viewBox={viewBox}
        {...(stroke as SVGProps<SVGSVGElement>)}
        focusable="false"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        aria-label={title}
        data-icon={name}
        {...rest}
      >
        {content}
      </Svg>
    );
  }
  IconComponent.displayName = `${name}Icon`;
  return IconComponent;
}

/** The icon set: inline SVG, `currentColor`, sized from the theme. */
export const CartIcon = createIcon(
  'Cart',
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6" />
  </>,
);
export const CloseIcon = createIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const StarIcon = createIcon(
  'Star',
  <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />,
);
export const SearchIcon = createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
);
export const PlusIcon = createIcon('Plus', <path d="M12 5v14M5 12h14" />);
export const CheckIcon = createIcon('Check', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const ChevronDownIcon = createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ChevronRightIcon = createIcon('ChevronRight', <path d="M9 6l6 6-6 6" />);
export const ArrowLeftIcon = createIcon('ArrowLeft', <path d="M19 12H5M11 18l-6-6 6-6" />);
export const MenuIcon = createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const UserIcon = createIcon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const LockIcon = createIcon(
  'Lock',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const ShieldIcon = createIcon('Shield', <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />);
export const TrashIcon = createIcon('Trash', <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />);
export const InfoIcon = createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);
export const WarningIcon = createIcon(
  'Warning',
  <>
    <path d="M12 3l10 18H2z" />
    <path d="M12 10v5M12 18v.5" />
  </>,
);
export const DownloadIcon = createIcon('Download', <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const EyeIcon = createIcon(
  'Eye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const ExternalLinkIcon = createIcon(
  'ExternalLink',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const ArrowRightIcon = createIcon('ArrowRight', <path d="M5 12h14M13 6l6 6-6 6" />);
export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="M15 6l-6 6 6 6" />);
export const MinusIcon = createIcon('Minus', <path d="M5 12h14" />);
export const UploadIcon = createIcon('Upload', <path d="M12 20V9M7 14l5-5 5 5M5 4h14" />);
export const FileIcon = createIcon(
  'File',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
  </>,
);
export const PauseIcon = createIcon('Pause', <path d="M9 5v14M15 5v14" />);
export const PlayIcon = createIcon('Play', <path d="M7 5l12 7-12 7z" />);
export const InboxIcon = createIcon(
  'Inbox',
  <>
    <path d="M3 13l3-8h12l3 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
    <path d="M3 13h5l1.5 2.5h5L16 13h5" />
  </>,
);

export const icons = {
  Cart: CartIcon,
  Close: CloseIcon,
  Star: StarIcon,
  Search: SearchIcon,
  Plus: PlusIcon,
  Check: CheckIcon,
  ChevronDown: ChevronDownIcon,
  ChevronRight: ChevronRightIcon,
  ArrowLeft: ArrowLeftIcon,
  Menu: MenuIcon,
  User: UserIcon,
  Lock: LockIcon,
  Shield: ShieldIcon,
  Trash: TrashIcon,
  Info: InfoIcon,
  Warning: WarningIcon,
  Download: DownloadIcon,
  Eye: EyeIcon,
  ExternalLink: ExternalLinkIcon,
  ArrowRight: ArrowRightIcon,
  ChevronLeft: ChevronLeftIcon,
  Minus: MinusIcon,
  Upload: UploadIcon,
  File: FileIcon,
  Pause: PauseIcon,
  Play: PlayIcon,
  Inbox: InboxIcon,
} as const;

export type IconName = keyof typeof icons;
