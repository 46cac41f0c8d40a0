import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { NAV_LINKS } from '../../../content/footer';
import { Drawer } from '../../../primitives/Drawer/Drawer';
import { AccountActions } from './AccountActions';
import { theme } from '../../../tokens';

const DrawerLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DrawerLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${theme.sizes.control.lg};
  padding: 0 ${theme.space[4]};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.textOnInkMuted};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    color: ${theme.colors.textInverse};
    background: ${theme.colors.surfaceInkRaised};
  }
  &[aria-current='page'] {
    color: ${theme.colors.textInverse};
    background: ${theme.colors.surfaceInkRaised};
    box-shadow: inset ${theme.borderWidths.accent} 0 0 ${theme.colors.accentOnInk};
  }
`;

const DrawerAccount = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

export interface MenuDrawerProps {
  /** The menu's `nav` (the toggle's `aria-controls`). */
  id?: string;
  open: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/**
 * The menu drawer below the large breakpoint: Home and the bar's links, then Sign In or the
 * shopper's Sign Out. Also rendered open by the build, as the copy a prerendered page shows when
 * Menu is pressed before the app has started (`earlyPanels`).
 */
export function MenuDrawer({ id, open, onClose, onSignOut }: MenuDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Menu"
      side="left"
      tone="ink"
      footer={
        <DrawerAccount>
          <AccountActions onSignOut={onSignOut} variant="drawer" />
        </DrawerAccount>
      }
    >
      <nav id={id} aria-label="Menu">
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
  );
}
