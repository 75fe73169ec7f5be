import { hasView } from './viewRegistry';
import seeded from './menuComponents.json';

// Every component the back end's seed writes into a menu (backend/tests/test_plugins.py keeps this list
// equal to the seed) has a screen: the domains' views.ts files are found without a central list.
describe('view registry', () => {
  it.each(seeded)('resolves the seeded menu component %s', (component) => {
    expect(hasView(component)).toBe(true);
  });
});
