export { Section, Container, type SectionProps, type SectionTone } from './Section';
