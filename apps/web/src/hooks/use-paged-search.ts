/** Search box + server paging state of a list screen; the search is debounced and resets the page. */
import { useEffect, useState } from 'react';

export function usePagedSearch(pageSize: number, debounceMs = 300) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(search.trim());
      setPage(1);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [search, debounceMs]);
  return { search, setSearch, page, setPage, params: { search: debounced, page, pageSize } };
}
