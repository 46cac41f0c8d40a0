import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { brandThemeVars } from './brand';

/** The manager (sidebar, toolbar, panels) in the shop's colours, with its logo and name. */
addons.setConfig({ theme: create(brandThemeVars) });
