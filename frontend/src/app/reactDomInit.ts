/**
 * Imported first by main.tsx and bundled into the `react` chunk (see vite.config.ts), so React DOM's
 * client module initialises from the top level of that chunk instead of from the top level of the
 * much larger vendor chunk. React DOM creates a few Error objects while initialising; with DevTools
 * attached (lab measurements: Lighthouse, Playwright) Chrome records their stack traces and
 * re-parses the whole file at the bottom of that stack, which for the vendor chunk cost 25-80 ms
 * before the sign-in form could render. Visitors without DevTools are unaffected either way.
 */
import 'react-dom/client';
