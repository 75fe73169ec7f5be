import { ExceptionPage } from './ExceptionPage';

export default function E500() {
  return <ExceptionPage code={500} />;
}
