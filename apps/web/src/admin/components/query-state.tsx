import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../api/admin-client.ts';
import styles from './ui.module.css';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** Shown when `isEmpty(data)`: "No pending deposits". */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  /** Placeholder rows while loading. */
  rows?: number;
  children: (data: T) => ReactNode;
};

/** The loading, error (with a retry) and empty states every console list shares; the data otherwise. */
export function QueryState<T>({ query, empty = 'Nothing to show', isEmpty, rows = 4, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div className={styles.form} role="status" aria-label="Loading">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className={styles.loadingRow} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={`${styles.state} ${styles.stateError}`} role="alert">
        <span>{errorMessage(query.error)}</span>
        <Button variant="outline" className={styles.small} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (isEmpty?.(query.data)) return <p className={styles.state}>{empty}</p>;
  return <>{children(query.data)}</>;
}
