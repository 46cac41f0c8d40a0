export { ToolsSection } from './ToolsSection';
