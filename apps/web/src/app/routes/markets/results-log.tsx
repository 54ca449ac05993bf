import { ResultsLog } from '../../../features/results-log/components/results-log.tsx';

/** /results-log (public): the result chain, newest first, with Verify (ADR 019). */
export default function ResultsLogRoute() {
  return <ResultsLog />;
}
