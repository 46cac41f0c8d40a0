import { useId, useLayoutEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { NAV_LINKS } from '../../../content/footer';
import { lazyPart, LoadOnOpen, Logo, MenuIcon } from '../../../primitives';
import { useAppDispatch } from '../../../state/hooks';
import { signOut } from '../../../state/thunks';
import { theme, BAR_TUCKED_ATTRIBUTE, MODE_STRIP_HEIGHT } from '../../../tokens';
import { modalLoadError } from '../../system/PageLoadError';
import { AccountActions } from './AccountActions';
import { useScrolledPast } from './useScrolledPast';

/**
 * The menu drawer (`MenuDrawer`, and the modal stack behind it) stays off the page's first load: it loads as the
 * app starts (`preloadMenu`), or as soon as the shopper presses the toggle, whichever comes first.
 */
const Menu = lazyPart(() => import('./MenuDrawer').then((module) => module.MenuDrawer), modalLoadError('The menu'));

/** Asks for the menu's code now: the app does as it starts, beside rendering or hydrating the page. */
export const preloadMenu = (): Promise<void> => Menu.preload();

/*
 * Compact without moving the page: the bar keeps its height in the flow (a bar that shrank would
 * pull everything below it up by 16 px at the threshold, a layout shift under the shopper's
 * finger) and instead tucks its top 16 px above the window, its contents sliding to the middle
 * of what is left. Only its stuck offset and a transform change.
 */
const Bar = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  top: ${({ theme, $scrolled }) => ($scrolled ? `calc(${MODE_STRIP_HEIGHT} - ${theme.space[4]})` : MODE_STRIP_HEIGHT)};
  z-index: ${theme.zIndices.sticky};
  background: ${theme.colors.surfaceInverse};
  color: ${theme.colors.textInverse};
  border-bottom: ${theme.borderWidths.thin} solid transparent;
  transition:
    top ${theme.durations.normal}ms ${theme.easings.standard},
    background-color ${theme.durations.normal}ms ${theme.easings.standard},
    border-color ${theme.durations.normal}ms ${theme.easings.standard},
    box-shadow ${theme.durations.normal}ms ${theme.easings.standard};

  ${({ theme, $scrolled }) =>
    $scrolled &&
    css`
      background: ${theme.colors.surfaceInk}e6;
      backdrop-filter: saturate(1.4) blur(12px);
      border-bottom-color: ${theme.colors.borderOnInk};
      box-shadow: ${theme.shadows.lg};
    `}

  ${theme.media.reducedMotion} {
    transition: none;
  }

  & :focus-visible {
    outline-color: ${theme.colors.brand};
  }
`;

/**
 * Once compact, the bar's contents sit half a step higher: the root says so, for the cart button
 * to follow them (in the same frame: set before the paint).
 */
function useTuckedBarMark(tucked: boolean) {
  useLayoutEffect(() => {
    if (!tucked) return;
    const root = document.documentElement;
    root.setAttribute(BAR_TUCKED_ATTRIBUTE, '');
    return () => root.removeAttribute(BAR_TUCKED_ATTRIBUTE);
  }, [tucked]);
}

const Inner = styled.nav<{ $scrolled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space[4]};
  max-width: ${theme.sizes.container};
  margin: 0 auto;
  /* Room on the right for the floating cart button. */
  padding: 0 calc(${theme.sizes.control.lg} + ${theme.space[6]}) 0 ${theme.space[4]};
  min-height: ${theme.space[20]};
  transform: translateY(${({ theme, $scrolled }) => ($scrolled ? theme.space[2] : '0')});
  transition: transform ${theme.durations.normal}ms ${theme.easings.standard};

  ${theme.media.md} {
    padding-left: ${theme.space[8]};
  }
  ${theme.media.reducedMotion} {
    transition: none;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: inherit;
  text-decoration: none;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.02em;
`;

const Links = styled.ul`
  display: none;
  gap: ${theme.space[1]};
  margin: 0 auto;
  padding: 0;
  list-style: none;

  ${theme.media.lg} {
    display: flex;
  }
`;

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.control.md};
  padding: 0 ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.textOnInkMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  transition: color ${theme.durations.fast}ms;

  &:hover {
    color: ${theme.colors.textInverse};
  }
  &[aria-current='page'] {
    color: ${theme.colors.textInverse};
    background: ${theme.colors.borderOnInk};
  }
`;

const BarLink = styled(NavLink)`
  ${linkStyles}
`;

const Account = styled.div`
  display: none;
  align-items: center;
  gap: ${theme.space[3]};
  margin-left: auto;

  ${theme.media.lg} {
    display: flex;
    margin-left: 0;
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  margin-left: auto;
  width: ${theme.sizes.control.lg};
  height: ${theme.sizes.control.lg};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;

  ${theme.media.lg} {
    display: none;
  }
`;

/**
 * The top bar: the logo, the spec's links (the current page marked with `aria-current`),
 * `Hi, {name}` and Sign Out or Sign In; below the large breakpoint the links move into a menu
 * drawer (Escape closes it, focus returns to the toggle, navigating closes it). After 50 px of
 * scroll the bar turns compact and translucent.
 */
export function NavigationBar() {
  const scrolled = useScrolledPast();
  useTuckedBarMark(scrolled);
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
          data-opens="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onPointerDown={() => void Menu.preload()}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </MenuToggle>
      </Inner>
      <LoadOnOpen open={menuOpen}>
        <Menu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} onSignOut={onSignOut} />
      </LoadOnOpen>
    </Bar>
  );
}
