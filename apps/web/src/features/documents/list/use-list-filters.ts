import {
  DEFAULT_DOCUMENT_LIST_FILTERS,
  documentListFiltersFrom,
  type DocumentListFilters,
} from '@quire/domain';
import { useSearchParams } from 'react-router';

/** The filters live in the address (as the list's query parameters) so a reload keeps them. */
export const useListFilters = (): [
  DocumentListFilters,
  (next: Partial<DocumentListFilters>) => void,
] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = documentListFiltersFrom((name) => searchParams.get(name));
  const update = (next: Partial<DocumentListFilters>) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [name, value] of Object.entries({ ...filters, ...next })) {
          const isDefault =
            DEFAULT_DOCUMENT_LIST_FILTERS[name as keyof DocumentListFilters] === value;
          if (isDefault) params.delete(name);
          else params.set(name, value);
        }
        return params;
      },
      { replace: true },
    );
  return [filters, update];
};
