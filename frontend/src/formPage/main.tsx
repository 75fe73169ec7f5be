import { createRoot } from 'react-dom/client';
import { FormPage, formIdFromLocation } from './FormPage';

createRoot(document.getElementById('root') as HTMLElement).render(<FormPage id={formIdFromLocation(window.location.search)} />);
