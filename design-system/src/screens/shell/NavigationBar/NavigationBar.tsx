import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle, css } from 'styled-components';
import { displayName } from '@profit/contract';
import { NAV_LINKS } from '../../../content/footer';
import { Button, ButtonLink, lazyPart, LoadOnOpen, Logo, MenuIcon } from '../../../primitives';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectUser } from '../../../state/sessionSlice';
import { signOut } from '../../../state/thunks';
import { MODE_STRIP_HEIGHT } from '../../../tokens';
import { modalLoadError } from '../../system/PageLoadError';
import { useScrolledPast } from './useScrolledPast';

/**
 * The menu drawer (and the modal stack behind it) stays off the page's first load: it loads as the
 * app starts (`preloadMenu`), or as soon as the shopper presses the toggle, whichever comes first.
 */
const Drawer = lazyPart(
  () => import('../../../primitives/Drawer/Drawer').then((module) => module.Drawer),
  modalLoadError('The menu'),
);

/** Asks for the menu's code now: the app does as it starts, beside rendering or hydrating the page. */
export const preloadMenu = (): Promise<void> => Drawer.preload();

/*
 * Compact without moving the page: the bar keeps its height in the flow (a bar that shrank would
 * pull everything below it up by 16 px at the threshold, a layout shift under the shopper's
 * finger) and instead tucks its top 16 px above the window, its contents sliding to the middle
 * of what is left. Only its stuck offset and a transform change.
 */
const Bar = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  top: ${({ theme, $scrolled }) => ($scrolled ? `calc(${MODE_STRIP_HEIGHT} - ${theme.space[4]})` : MODE_STRIP_HEIGHT)};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surfaceInverse};
  color: ${({ theme }) => theme.colors.textInverse};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid transparent;
  transition:
    top ${({ theme }) => theme.durations.normal}ms ${({ theme }) => theme.easings.standard},
    background-color ${({ theme }) => theme.durations.normal}ms ${({ theme }) => theme.easings.standard},
    border-color ${({ theme }) => theme.durations.normal}ms ${({ theme }) => theme.easings.standard},
    box-shadow ${({ theme }) => theme.durations.normal}ms ${({ theme }) => theme.easings.standard};

  ${({ theme, $scrolled }) =>
    $scrolled &&
    css`
      background: ${theme.colors.surfaceInk}e6;
      backdrop-filter: saturate(1.4) blur(12px);
      border-bottom-color: ${theme.colors.borderOnInk};
      box-shadow: ${theme.shadows.lg};
    `}

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }

  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Once compact, the bar's contents sit half a step higher: the cart button follows them. */
const TuckedBar = createGlobalStyle`
  :root {
    --bar-tuck: ${({ theme }) => theme.space[2]};
  }
`;

const Inner = styled.nav<{ $scrolled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  /* Room on the right for the floating cart button. */
  padding: 0 calc(${({ theme }) => theme.sizes.control.lg} + ${({ theme }) => theme.space[6]}) 0
    ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.space[20]};
  transform: translateY(${({ theme, $scrolled }) => ($scrolled ? theme.space[2] : '0')});
  transition: transform ${({ theme }) => theme.durations.normal}ms ${({ theme }) => theme.easings.standard};

  ${({ theme }) => theme.media.md} {
    padding-left: ${({ theme }) => theme.space[8]};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: inherit;
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
`;

const Links = styled.ul`
  display: none;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 auto;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    display: flex;
  }
`;

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textOnInkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  transition: color ${({ theme }) => theme.durations.fast}ms;

  &:hover {
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.textInverse};
    background: ${({ theme }) => theme.colors.borderOnInk};
  }
`;

const BarLink = styled(NavLink)`
  ${linkStyles}
`;

const Account = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-left: auto;

  ${({ theme }) => theme.media.lg} {
    display: flex;
    margin-left: 0;
  }
`;

const Greeting = styled.span<{ $inverse: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.textOnInkMuted : theme.colors.textMuted)};
  white-space: nowrap;

  strong {
    color: ${({ theme, $inverse }) => ($inverse ? theme.colors.textInverse : theme.colors.text)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  margin-left: auto;
  width: ${({ theme }) => theme.sizes.control.lg};
  height: ${({ theme }) => theme.sizes.control.lg};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderOnInk};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const DrawerLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DrawerLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.control.lg};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textOnInkMuted};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.textInverse};
    background: ${({ theme }) => theme.colors.surfaceInkRaised};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.textInverse};
    background: ${({ theme }) => theme.colors.surfaceInkRaised};
    box-shadow: inset ${({ theme }) => theme.borderWidths.accent} 0 0 ${({ theme }) => theme.colors.accentOnInk};
  }
`;

const DrawerAccount = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

function AccountActions({ onSignOut, variant }: { onSignOut: () => void; variant: 'bar' | 'drawer' }) {
  const user = useAppSelector(selectUser);
  if (!user) {
    return (
      <ButtonLink to="/signin" size={variant === 'bar' ? 'sm' : 'md'} fullWidth={variant === 'drawer'}>
        Sign In
      </ButtonLink>
    );
  }
  return (
    <>
      <Greeting $inverse>
        Hi, <strong>{displayName(user)}</strong>
      </Greeting>
      <Button
        variant="secondary"
        size={variant === 'bar' ? 'sm' : 'md'}
        fullWidth={variant === 'drawer'}
        onClick={onSignOut}
      >
        Sign Out
      </Button>
    </>
  );
}

/**
 * The top bar: the logo, the spec's links (the current page marked with `aria-current`),
 * `Hi, {name}` and Sign Out or Sign In; below the large breakpoint the links move into a menu
 * drawer (Escape closes it, focus returns to the toggle, navigating closes it). After 50 px of
 * scroll the bar turns compact and translucent.
 */
export function NavigationBar() {
  const scrolled = useScrolledPast();
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  // The menu is open for the page it was opened on: navigating anywhere closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === here;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? here : null);
  const menuId = useId();

  const onSignOut = () => {
    setMenuOpen(false);
    void dispatch(signOut());
  };

  return (
    <Bar $scrolled={scrolled} data-scrolled={scrolled}>
      {scrolled && <TuckedBar />}
      <Inner $scrolled={scrolled} aria-label="Main">
        <Brand to="/">
          <Logo size="sm" markOnly decorative />
          Profit
        </Brand>
        <Links>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <BarLink to={link.to}>{link.label}</BarLink>
            </li>
          ))}
        </Links>
        <Account>
          <AccountActions onSignOut={onSignOut} variant="bar" />
        </Account>
        <MenuToggle
          type="button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onPointerDown={() => void Drawer.preload()}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </MenuToggle>
      </Inner>
      <LoadOnOpen open={menuOpen}>
        <Drawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          title="Menu"
          side="left"
          tone="ink"
          footer={
            <DrawerAccount>
              <AccountActions onSignOut={onSignOut} variant="drawer" />
            </DrawerAccount>
          }
        >
          <nav id={menuId} aria-label="Menu">
            <DrawerLinks>
              <li>
                <DrawerLink to="/" end>
                  Home
                </DrawerLink>
              </li>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <DrawerLink to={link.to}>{link.label}</DrawerLink>
                </li>
              ))}
            </DrawerLinks>
          </nav>
        </Drawer>
      </LoadOnOpen>
    </Bar>
  );
}
