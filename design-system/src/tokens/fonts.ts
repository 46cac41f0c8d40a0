/** Self-hosted fonts (latin subsets), bundled with the package. */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
// Local fonts sized as these until they arrive: the lines stay where they are when they swap in.
import './fallbackFonts.css';
