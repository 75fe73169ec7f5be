import { ExceptionPage } from './ExceptionPage';

export default function E403() {
  return <ExceptionPage code={403} />;
}
