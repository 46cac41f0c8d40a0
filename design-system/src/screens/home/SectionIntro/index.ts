export { SectionIntro, type SectionIntroProps, type SectionSurface } from './SectionIntro';
export { Band } from './Band';
