import { icons, type IconName, type IconSize } from './Icon';

/** The props every icon of the set takes, and which icon. */
export interface IconByNameProps {
  /** Which icon of the set (each is also its own component: `CartIcon`, `CloseIcon`…). */
  name: IconName;
  /** `sm` 16 px, `md` 20 px (default, beside body text), `lg` 24 px, `xl` 32 px. */
  size?: IconSize;
  /**
   * An accessible name, for an icon that means something on its own; without it the icon is
   * hidden from assistive technology.
   */
  title?: string;
}

/**
 * Any icon of the set by its name. The set's components are made by `createIcon`, which the docs'
 * prop table cannot read: this is the Icon docs page's component and Playground (not exported
 * from the package; screens import each icon by name).
 */
export function IconByName({ name, ...props }: IconByNameProps) {
  const Icon = icons[name];
  return <Icon {...props} />;
}
