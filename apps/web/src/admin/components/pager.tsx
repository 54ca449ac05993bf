import { Button } from '../../components/ui/button.tsx';
import { formatMoney } from '../lib/format.ts';
import styles from './ui.module.css';

/** Rows per page of the server's paged lists. */
export const PAGE_SIZE = 50;

/** "123 statements · page 2 of 3" with Previous and Next, under a paged list. */
export function Pager({
  total,
  page,
  noun,
  onPage,
}: {
  total: number;
  page: number;
  /** Singular; an "s" is added for other counts. */
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className={styles.pager}>
      <span>
        {formatMoney(total)} {noun}
        {total === 1 ? '' : 's'} · page {page} of {pages}
      </span>
      <span className={styles.actions}>
        <Button variant="outline" className={styles.small} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" className={styles.small} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </div>
  );
}
