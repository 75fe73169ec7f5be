import { ExceptionPage } from './ExceptionPage';

export default function E404() {
  return <ExceptionPage code={404} />;
}
