import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { NAV_LINKS } from '../../../content/footer';
import { Drawer } from '../../../primitives/Drawer/Drawer';
import { AccountActions } from './AccountActions';

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
